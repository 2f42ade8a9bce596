// How a device is named to the person in the mails and on the wallet's approval page: its browser
// and system as its User-Agent says (parsed by bowser), and the network address it asked from. A
// program can claim any User-Agent, but not the person's address: the address is what a person
// can tell apart. The rows keep the English; the page gets its parts back (deviceSaid) to show it
// in the person's language.
import Bowser from 'bowser';
import type { Said } from '../http/errors.js';

const MAX_LENGTH = 200;
const UNKNOWN = 'An unknown browser or program';
const FROM = ', from the address ';

export function describeDevice(userAgent: string | undefined, client: string): string {
  const agent = userAgent ? Bowser.parse(userAgent.slice(0, 512)) : undefined;
  const browser = [agent?.browser.name, agent?.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = agent?.os.name;
  const what = browser ? (system ? `${browser} on ${system}` : browser) : UNKNOWN;
  return `${what}${FROM}${client}`.slice(0, MAX_LENGTH);
}

/** A description describeDevice wrote, said by its parts; undefined for one cut at its length (the English alone then). */
export function deviceSaid(description: string): Said | undefined {
  const at = description.lastIndexOf(FROM);
  const address = description.slice(at + FROM.length);
  if (at < 0 || !/^[0-9A-Fa-f.:]+$/.test(address)) return undefined;
  const what = description.slice(0, at);
  if (what === UNKNOWN) return { message: description, messageId: 'deviceUnknown', values: { address } };
  const [browser = '', system] = what.split(' on ');
  if (!browser || what.split(' on ').length > 2) return undefined;
  return system === undefined
    ? { message: description, messageId: 'deviceBrowser', values: { browser, address } }
    : { message: description, messageId: 'deviceOnSystem', values: { browser, system, address } };
}

/** The fields of an answer that names the device: its English, and its id and values where it has them. */
export function deviceFields(description: string): { device: string; deviceMessageId?: string; deviceValues?: Said['values'] } {
  const said = deviceSaid(description);
  return said ? { device: description, deviceMessageId: said.messageId, ...(said.values && { deviceValues: said.values }) } : { device: description };
}
