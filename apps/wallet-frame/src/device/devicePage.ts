// The wallet's device page, opened top-level on the frame's origin from a link in a mail (never in a
// frame, never on a dApp's page): `#approve=<token>` asks whether a new device may sign in to the
// wallet, `#stop=<token>` offers to stop a new device that is about to get the wallet's keys. It
// names the device (its browser, system and network address) and the time, so the person can tell
// their own device from someone else's; there is nothing to type. The token leaves the address bar
// at once. Text goes in by textContent only.
import { deviceDecidedResponseSchema, deviceLinkResponseSchema, keyReleaseResponseSchema, keyReleaseStoppedResponseSchema } from '@latch/core/api';
import * as z from 'zod/mini';
import type { ServicesClient } from '../services/client.js';

export const DEVICE_TEXT = {
  approve: {
    title: 'Approve a new device',
    intro: 'A device asked to sign in to your wallet. Approve it only if it is yours and you asked just now.',
    approve: 'Approve this device',
    refuse: 'It is not me',
    approved: 'Approved. Go back to that device: it goes on signing in there.',
    refused: 'Refused. That device stays out of your wallet.',
  },
  stop: {
    title: 'A new device is getting your wallet',
    intro: 'A device signed in to your wallet and asked for its keys. If it is not yours, stop it now.',
    approve: '',
    refuse: 'Stop this device',
    stopped: 'Stopped. That device never gets your wallet, and it is signed out.',
    released: 'This device has your wallet already. If it is not yours, move your funds to a new wallet.',
  },
  device: 'Device',
  asked: 'Asked at',
  email: 'Email',
  gets: 'Gets the keys at',
  decided: 'This link was used already.',
  missing: 'This link is not complete: open the newest one in your mail.',
} as const;

const linkSchema = z.object({ action: z.enum(['approve', 'stop']), token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });
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

const at = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export class DevicePage {
  constructor(
    private readonly elements: DeviceElements,
    private readonly client: ServicesClient,
  ) {}

  /** Shows what `link` names and wires its buttons; says why when the services refuse it. */
  async show(link: DeviceLink | undefined): Promise<void> {
    if (!link) return this.#fail(DEVICE_TEXT.missing);
    const text = DEVICE_TEXT[link.action];
    this.elements.title.textContent = text.title;
    this.elements.intro.textContent = text.intro;
    try {
      if (link.action === 'approve') await this.#approval(link.token);
      else await this.#release(link.token);
    } catch (error) {
      this.#fail(error instanceof Error ? error.message : String(error));
    }
  }

  async #approval(token: string): Promise<void> {
    const approval = await this.client.call('POST', '/auth/v1/device-approval', deviceLinkResponseSchema, { body: { token } });
    this.#details([
      [DEVICE_TEXT.device, approval.device],
      [DEVICE_TEXT.email, approval.email],
      [DEVICE_TEXT.asked, at(approval.requestedAt)],
    ]);
    if (approval.decision) return this.#done(approval.decision === 'approved' ? DEVICE_TEXT.approve.approved : DEVICE_TEXT.approve.refused);
    const decide = (decision: 'approve' | 'refuse') => async () => {
      const { decision: decided } = await this.client.call('POST', '/auth/v1/device-approval/decide', deviceDecidedResponseSchema, { body: { token, decision } });
      this.#done(decided === 'approved' ? DEVICE_TEXT.approve.approved : DEVICE_TEXT.approve.refused);
    };
    this.#offer(DEVICE_TEXT.approve.approve, decide('approve'), DEVICE_TEXT.approve.refuse, decide('refuse'));
  }

  async #release(token: string): Promise<void> {
    const held = await this.client.call('POST', '/auth/v1/key-release', keyReleaseResponseSchema, { body: { token } });
    this.#details([
      [DEVICE_TEXT.device, held.device],
      [DEVICE_TEXT.asked, at(held.askedAt)],
      [DEVICE_TEXT.gets, at(held.releaseAt)],
    ]);
    if (held.stopped) return this.#done(DEVICE_TEXT.stop.stopped);
    if (Date.parse(held.releaseAt) <= Date.now()) this.elements.status.textContent = DEVICE_TEXT.stop.released;
    this.#offer(undefined, undefined, DEVICE_TEXT.stop.refuse, async () => {
      await this.client.call('POST', '/auth/v1/key-release/stop', keyReleaseStoppedResponseSchema, { body: { token } });
      this.#done(DEVICE_TEXT.stop.stopped);
    });
  }

  #details(rows: [string, string][]): void {
    const doc = this.elements.details.ownerDocument;
    this.elements.details.replaceChildren(...rows.flatMap(([term, value]) => [Object.assign(doc.createElement('dt'), { textContent: term }), Object.assign(doc.createElement('dd'), { textContent: value })]));
    this.elements.details.hidden = false;
  }

  #offer(approveText: string | undefined, onApprove: (() => Promise<void>) | undefined, refuseText: string, onRefuse: () => Promise<void>): void {
    const { approve, refuse } = this.elements;
    const wire = (button: HTMLButtonElement, text: string | undefined, run: (() => Promise<void>) | undefined) => {
      button.hidden = !text || !run;
      if (!text || !run) return;
      button.textContent = text;
      button.onclick = () => {
        approve.disabled = refuse.disabled = true;
        run().catch((error: unknown) => {
          approve.disabled = refuse.disabled = false;
          this.#fail(error instanceof Error ? error.message : String(error));
        });
      };
    };
    wire(approve, approveText, onApprove);
    wire(refuse, refuseText, onRefuse);
  }

  #done(message: string): void {
    this.elements.approve.hidden = this.elements.refuse.hidden = true;
    this.elements.status.textContent = message;
  }

  #fail(message: string): void {
    this.elements.error.textContent = message;
    this.elements.error.hidden = false;
  }
}
