import { useMessages } from '../../i18n/useMessages.js';
import { accountMessages } from './messages.js';

/** Two hues taken from the address, so the same account always shows the same gradient. */
export function avatarGradient(address: string): string {
  const hex = address.replace(/^0x/, '').toLowerCase();
  const hue = (offset: number) => (Number.parseInt(hex.slice(offset, offset + 4), 16) || 0) % 360;
  return `linear-gradient(135deg, hsl(${hue(0)} 70% 60%), hsl(${hue(4)} 70% 45%))`;
}

/** The profile's avatar when it has one, else the address's gradient. */
export function Avatar({ address, image, name }: { address: string; image?: string; name: string }) {
  const t = useMessages(accountMessages);
  if (image) return <img className="latch-account__avatar" src={image} alt={t('account.avatarOf', { name })} width={64} height={64} />;
  // Set through the CSSOM, which a strict style-src allows.
  return <span className="latch-account__avatar" aria-hidden="true" style={{ background: avatarGradient(address) }} />;
}
