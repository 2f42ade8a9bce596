import { selectLegalAccepted, selectLegalCheckbox, setLegalAccepted } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { fillParts, useMessages } from '../../i18n/useMessages.js';
import { connectMessages } from './messages.js';

/** SPEC 9's `legalCheckbox`: the dApp's terms and privacy policy, to agree to before connecting. */
export function LegalCheckbox() {
  const latch = useLatch();
  const legal = useLatchSelector(selectLegalCheckbox);
  const accepted = useLatchSelector(selectLegalAccepted);
  const t = useMessages(connectMessages);
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
        {fillParts(t(termsConditionsUrl && privacyPolicyUrl ? 'connect.legalBoth' : termsConditionsUrl ? 'connect.legalTerms' : 'connect.legalPrivacy'), {
          terms: termsConditionsUrl && link(termsConditionsUrl, t('connect.terms')),
          privacy: privacyPolicyUrl && link(privacyPolicyUrl, t('connect.privacy')),
        })}
      </span>
    </label>
  );
}
