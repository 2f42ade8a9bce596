// The wallet's device page, opened top-level on the frame's origin from a link in a mail (never in a
// frame, never on a dApp's page): `#approve=<token>` asks whether a new device may sign in to the
// wallet, `#stop=<token>` offers to stop a new device that is about to get the wallet's keys (or that
// made the wallet: stopping it sets that wallet aside), `#undo=<token>` offers to take the person's
// email off a wallet a device moved to it. It names the device (its browser, system and
// network address) and the time, so the person can tell their own device from someone else's; there
// is nothing to type. The token leaves the address bar at once. Text goes in by textContent only, in
// the browser's language where the wallet ships it.
import {
  deviceDecidedResponseSchema,
  deviceLinkResponseSchema,
  emailMoveResponseSchema,
  emailMoveUndoneResponseSchema,
  keyReleaseResponseSchema,
  keyReleaseStoppedResponseSchema,
} from '@latch/core/api';
import * as z from 'zod/mini';
import { localTime, showText, showWords, type MessageValues } from '../i18n/translate.js';
import { messageOf } from '../screens/screenDialog.js';
import type { ServicesClient } from '../services/client.js';
import { servicesWords, type ServicesWords } from '../services/servicesWords.js';

export const deviceMessages = {
  'device.pageTitle': 'Latch wallet: a new device',
  'device.title': 'A new device',
  'device.reading': 'Reading the link…',
  'device.approve.title': 'Approve a new device',
  'device.approve.intro': 'A device asked to sign in to your wallet. Approve it only if it is yours and you asked just now.',
  'device.approve.approve': 'Approve this device',
  'device.approve.refuse': 'It is not me',
  'device.approve.approved': 'Approved. Go back to that device: it goes on signing in there.',
  'device.approve.refused': 'Refused. That device stays out of your wallet.',
  'device.stop.title': 'A new device is getting your wallet',
  'device.stop.intro': 'A device signed in to your wallet and asked for its keys. If it is not yours, stop it now.',
  'device.stop.refuse': 'Stop this device',
  'device.stop.stopped': 'Stopped. That device never gets your wallet, and it is signed out.',
  'device.stop.released': 'This device has your wallet already. If it is not yours, move your funds to a new wallet.',
  'device.made.title': 'A wallet was made on a new device',
  'device.made.intro': 'A device signed in with your email and made a new wallet. If it is not yours, do not use that wallet: stop the device, and your next sign-in makes you a new one.',
  'device.made.refuse': 'Stop this device and set its wallet aside',
  'device.made.stopped': 'Stopped. That device is signed out and its wallet set aside: your next sign-in makes you a new one.',
  'device.undo.title': 'A wallet moved to your email',
  'device.undo.intro': 'A device moved a wallet to your email: signing in with your email now opens it. If you did not move it, someone else knows its keys: do not use it, and take your email off it.',
  'device.undo.refuse': 'Take my email off this wallet',
  'device.undo.undone': 'Done. Your email is off that wallet and everyone on it is signed out: your next sign-in makes you a new one.',
  'device.wallet': 'Wallet',
  'device.smartAccount': 'Smart Account',
  'device.madeAt': 'Made at',
  'device.movedAt': 'Moved at',
  'device.device': 'Device',
  'device.asked': 'Asked at',
  'device.email': 'Email',
  'device.gets': 'Gets the keys at',
  'device.missing': 'This link is not complete: open the newest one in your mail.',
} as const;
type DeviceMessageId = keyof typeof deviceMessages;

const linkSchema = z.object({ action: z.enum(['approve', 'stop', 'undo']), token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });
export type DeviceLink = z.infer<typeof linkSchema>;

/** The link's action and token, from the page's fragment; undefined when it is not a whole link. */
export function readDeviceLink(hash: string): DeviceLink | undefined {
  const [action, token] = hash.replace(/^#/, '').split('=');
  const parsed = linkSchema.safeParse({ action, token });
  return parsed.success ? parsed.data : undefined;
}

export interface DeviceElements {
  title: HTMLElement;
  intro: HTMLElement;
  details: HTMLElement;
  status: HTMLElement;
  error: HTMLElement;
  approve: HTMLButtonElement;
  refuse: HTMLButtonElement;
}

const at = (iso: string) => localTime(new Date(iso));
/** The device as the services name it, in the page's language where the frame knows the words. */
const deviceWords = ({ device, deviceMessageId, deviceValues }: { device: string; deviceMessageId?: string; deviceValues?: MessageValues }) =>
  servicesWords({ message: device, messageId: deviceMessageId, values: deviceValues });
/** The wallet's key and its Smart Accounts: a dApp shows the Smart Account, so the page names both. */
const walletRows = (wallet: string, smartAccounts: readonly string[]): [DeviceMessageId, string][] => [
  ['device.wallet', wallet],
  ...smartAccounts.map((account): [DeviceMessageId, string] => ['device.smartAccount', account]),
];

export class DevicePage {
  constructor(
    private readonly elements: DeviceElements,
    private readonly client: ServicesClient,
  ) {}

  /** Shows what `link` names and wires its buttons; says why when the services refuse it. */
  async show(link: DeviceLink | undefined): Promise<void> {
    if (!link) {
      showText(this.elements.error, 'device.missing');
      this.elements.error.hidden = false;
      return;
    }
    showText(this.elements.title, `device.${link.action}.title`);
    showText(this.elements.intro, `device.${link.action}.intro`);
    try {
      if (link.action === 'approve') await this.#approval(link.token);
      else if (link.action === 'stop') await this.#release(link.token);
      else await this.#move(link.token);
    } catch (error) {
      this.#fail(error);
    }
  }

  async #approval(token: string): Promise<void> {
    const approval = await this.client.call('POST', '/auth/v1/device-approval', deviceLinkResponseSchema, { body: { token } });
    this.#details([
      ['device.device', deviceWords(approval)],
      ['device.email', approval.email],
      ['device.asked', at(approval.requestedAt)],
    ]);
    if (approval.decision) return this.#done(approval.decision === 'approved' ? 'device.approve.approved' : 'device.approve.refused');
    const decide = (decision: 'approve' | 'refuse') => async () => {
      const { decision: decided } = await this.client.call('POST', '/auth/v1/device-approval/decide', deviceDecidedResponseSchema, { body: { token, decision } });
      this.#done(decided === 'approved' ? 'device.approve.approved' : 'device.approve.refused');
    };
    this.#offer('device.approve.approve', decide('approve'), 'device.approve.refuse', decide('refuse'));
  }

  async #release(token: string): Promise<void> {
    const held = await this.client.call('POST', '/auth/v1/key-release', keyReleaseResponseSchema, { body: { token } });
    if (held.madeWallet !== null) return this.#made(token, held, held.madeWallet);
    this.#details([
      ['device.device', deviceWords(held)],
      ['device.asked', at(held.askedAt)],
      ['device.gets', at(held.releaseAt)],
    ]);
    if (held.stopped) return this.#done('device.stop.stopped');
    if (Date.parse(held.releaseAt) <= Date.now()) showText(this.elements.status, 'device.stop.released');
    this.#offer(undefined, undefined, 'device.stop.refuse', async () => {
      await this.client.call('POST', '/auth/v1/key-release/stop', keyReleaseStoppedResponseSchema, { body: { token } });
      this.#done('device.stop.stopped');
    });
  }

  /** The device made the wallet itself: it has the keys, so stopping it sets that wallet aside. */
  #made(token: string, held: z.infer<typeof keyReleaseResponseSchema>, wallet: string): void {
    showText(this.elements.title, 'device.made.title');
    showText(this.elements.intro, 'device.made.intro');
    this.#details([['device.device', deviceWords(held)], ...walletRows(wallet, held.smartAccounts), ['device.madeAt', at(held.askedAt)]]);
    this.#offer(undefined, undefined, 'device.made.refuse', async () => {
      await this.client.call('POST', '/auth/v1/key-release/stop', keyReleaseStoppedResponseSchema, { body: { token } });
      this.#done('device.made.stopped');
    });
  }

  /** A device moved a wallet to the person's email: undoing it takes the email off that wallet. */
  async #move(token: string): Promise<void> {
    const move = await this.client.call('POST', '/auth/v1/email-move', emailMoveResponseSchema, { body: { token } });
    const wallet = move.wallet === null ? [] : walletRows(move.wallet, move.smartAccounts);
    this.#details([['device.device', deviceWords(move)], ['device.email', move.email], ...wallet, ['device.movedAt', at(move.movedAt)]]);
    if (move.undone) return this.#done('device.undo.undone');
    this.#offer(undefined, undefined, 'device.undo.refuse', async () => {
      await this.client.call('POST', '/auth/v1/email-move/undo', emailMoveUndoneResponseSchema, { body: { token } });
      this.#done('device.undo.undone');
    });
  }

  #details(rows: [DeviceMessageId, ServicesWords][]): void {
    const doc = this.elements.details.ownerDocument;
    this.elements.details.replaceChildren(
      ...rows.flatMap(([term, value]) => {
        const label = doc.createElement('dt');
        showText(label, term);
        const shown = doc.createElement('dd');
        showWords(shown, value);
        return [label, shown];
      }),
    );
    this.elements.details.hidden = false;
  }

  #offer(approveText: DeviceMessageId | undefined, onApprove: (() => Promise<void>) | undefined, refuseText: DeviceMessageId, onRefuse: () => Promise<void>): void {
    const { approve, refuse } = this.elements;
    const wire = (button: HTMLButtonElement, text: DeviceMessageId | undefined, run: (() => Promise<void>) | undefined) => {
      button.hidden = !text || !run;
      if (!text || !run) return;
      showText(button, text);
      button.onclick = () => {
        approve.disabled = refuse.disabled = true;
        run().catch((error: unknown) => {
          approve.disabled = refuse.disabled = false;
          this.#fail(error);
        });
      };
    };
    wire(approve, approveText, onApprove);
    wire(refuse, refuseText, onRefuse);
  }

  #done(message: DeviceMessageId): void {
    this.elements.approve.hidden = this.elements.refuse.hidden = true;
    showText(this.elements.status, message);
  }

  #fail(error: unknown): void {
    showWords(this.elements.error, messageOf(error));
    this.elements.error.hidden = false;
  }
}
