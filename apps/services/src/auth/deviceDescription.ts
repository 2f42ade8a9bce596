// How a device is named to the person in the mails and on the wallet's approval page: its browser
// and system as its User-Agent says (parsed by bowser), and the network address it asked from. A
// program can claim any User-Agent, but not the person's address: the address is what a person
// can tell apart. The rows keep the parts (device_browser, device_system, device_address), so the
// page says them in the person's language and the mails in English.
import Bowser from 'bowser';
import type { Said } from '../http/errors.js';

/** A device by its parts: no browser when its User-Agent names none. */
export interface Device {
  browser?: string;
  system?: string;
  address: string;
}

const PART_LENGTH = 100;

export function describeDevice(userAgent: string | undefined, client: string): Device {
  const agent = userAgent ? Bowser.parse(userAgent.slice(0, 512)) : undefined;
  const browser = [agent?.browser.name, agent?.browser.version?.split('.')[0]].filter(Boolean).join(' ').slice(0, PART_LENGTH);
  const system = browser ? agent?.os.name?.slice(0, PART_LENGTH) : undefined;
  return { ...(browser && { browser }), ...(system && { system }), address: client.slice(0, PART_LENGTH) };
}

/** The device said by its id and values, with its English. */
export function deviceSaid({ browser, system, address }: Device): Required<Said> {
  if (!browser) return { message: `An unknown browser or program, from the address ${address}`, messageId: 'deviceUnknown', values: { address } };
  if (!system) return { message: `${browser}, from the address ${address}`, messageId: 'deviceBrowser', values: { browser, address } };
  return { message: `${browser} on ${system}, from the address ${address}`, messageId: 'deviceOnSystem', values: { browser, system, address } };
}

/** The fields of an answer that names the device: its English, id and values. */
export function deviceFields(device: Device): { device: string; deviceMessageId: string; deviceValues: Said['values'] } {
  const { message, messageId, values } = deviceSaid(device);
  return { device: message, deviceMessageId: messageId, deviceValues: values };
}

/** The columns a row keeps the device in. */
export const DEVICE_COLUMNS = 'device_browser, device_system, device_address';
/** The columns written: the parts, and the English the build before migration 271 reads (migrations.ts), in the order of deviceParameters. */
export const DEVICE_WRITTEN = `${DEVICE_COLUMNS}, device`;
export type DeviceRow = { device_browser: string | null; device_system: string | null; device_address: string };

/** The values of DEVICE_COLUMNS, for a table that keeps the parts alone. */
export const devicePartParameters = (device: Device): [string | null, string | null, string] => [device.browser ?? null, device.system ?? null, device.address];

export const deviceParameters = (device: Device): [string | null, string | null, string, string] => [...devicePartParameters(device), deviceSaid(device).message];

export const deviceOfRow = (row: DeviceRow): Device => ({
  ...(row.device_browser !== null && { browser: row.device_browser }),
  ...(row.device_system !== null && { system: row.device_system }),
  address: row.device_address,
});
