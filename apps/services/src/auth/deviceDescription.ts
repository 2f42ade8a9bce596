// How a device is named to the person in the mails and on the wallet's approval page: its browser
// and system as its User-Agent says (parsed by bowser), and the network address it asked from. A
// program can claim any User-Agent, but not the person's address: the address is what a person
// can tell apart.
import Bowser from 'bowser';

const MAX_LENGTH = 200;

export function describeDevice(userAgent: string | undefined, client: string): string {
  const agent = userAgent ? Bowser.parse(userAgent.slice(0, 512)) : undefined;
  const browser = [agent?.browser.name, agent?.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = agent?.os.name;
  const what = browser ? (system ? `${browser} on ${system}` : browser) : 'An unknown browser or program';
  return `${what}, from the address ${client}`.slice(0, MAX_LENGTH);
}
