import { selectLegalAccepted, selectLegalCheckbox, setLegalAccepted } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useMessages } from '../../i18n/useMessages.js';
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
    <a key={href} href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
  return (
    <label className="latch-legal">
      <input type="checkbox" checked={accepted} onChange={(event) => setLegalAccepted(latch, event.target.checked)} />
      {/* The links sit where the locale's sentence puts them. fillParts does this for the other views; Connect's first
          paint must not wait on its module's chunk, so the sentence is split here. */}
      <span>
        {t(termsConditionsUrl && privacyPolicyUrl ? 'connect.legalBoth' : termsConditionsUrl ? 'connect.legalTerms' : 'connect.legalPrivacy')
          .split(/\{(terms|privacy)\}/)
          .map((piece, index) =>
            piece === 'terms' && index % 2 ? link(termsConditionsUrl!, t('connect.terms')) : piece === 'privacy' && index % 2 ? link(privacyPolicyUrl!, t('connect.privacy')) : piece,
          )}
      </span>
    </label>
  );
}
