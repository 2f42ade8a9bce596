import { selectLegalAccepted, selectLegalCheckbox, setLegalAccepted } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

/** SPEC 9's `legalCheckbox`: the dApp's terms and privacy policy, to agree to before connecting. */
export function LegalCheckbox() {
  const latch = useLatch();
  const legal = useLatchSelector(selectLegalCheckbox);
  const accepted = useLatchSelector(selectLegalAccepted);
  if (!legal) return null;
  const { termsConditionsUrl, privacyPolicyUrl } = legal;
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
  return (
    <label className="latch-legal">
      <input type="checkbox" checked={accepted} onChange={(event) => setLegalAccepted(latch, event.target.checked)} />
      <span>
        I agree to the {termsConditionsUrl && link(termsConditionsUrl, 'Terms of Service')}
        {termsConditionsUrl && privacyPolicyUrl && ' and '}
        {privacyPolicyUrl && link(privacyPolicyUrl, 'Privacy Policy')}
      </span>
    </label>
  );
}
