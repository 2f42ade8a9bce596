// The action screen in jsdom: it opens titled for its step with its button held until the
// click's work is prepared, the click runs it before anything is awaited, a failure is said and the
// next click tries with a new preparation, a step that may be declined (sealing the backup) has Not
// now, and CANCEL_APPROVAL's cancel closes it with SPEC 8's words and aborts the click's work.
import { translate } from '../i18n/translate.js';
import { passkeyText } from '../passkeys/passkeyText.js';
import { ACTION_ABORTED, ActionScreen } from './actionScreen.js';

const ORIGIN = 'http://localhost';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const dialog = () => document.getElementById('action')!;
const button = () => document.getElementById('action-start') as HTMLButtonElement;
const skip = () => document.getElementById('action-skip') as HTMLButtonElement;
const alertText = () => dialog().querySelector('[role="alert"]')!;

beforeEach(() => {
  document.body.innerHTML = '<main></main>';
});

describe('the action screen', () => {
  it('holds its button until prepared, then the click runs the ceremony and closes with its result', async () => {
    const screen = new ActionScreen(document);
    let ready!: (run: () => Promise<string>) => void;
    const asked = screen.ask<string>({ text: passkeyText('add', ORIGIN), prepare: () => new Promise((resolve) => (ready = resolve)) });
    expect(dialog().hidden).toBe(false);
    expect(dialog().querySelector('h1')!.textContent).toBe(translate('passkey.add.title'));
    expect(button().textContent).toBe(translate('passkey.add.button'));
    expect(button().disabled).toBe(true);
    expect(dialog().textContent).toContain(translate('passkey.where', { origin: ORIGIN }));
    expect(document.body.classList.contains('entering-code')).toBe(true);
    const run = jest.fn(async () => 'added');
    ready(run);
    await flush();
    expect(button().disabled).toBe(false);
    expect(run).not.toHaveBeenCalled();
    button().click();
    await expect(asked).resolves.toBe('added');
    expect(run).toHaveBeenCalledTimes(1);
    expect(dialog().hidden).toBe(true);
    expect(document.body.classList.contains('entering-code')).toBe(false);
  });

  it('says a failed ceremony and prepares a new one for the next click', async () => {
    const screen = new ActionScreen(document);
    const runs: (() => Promise<string>)[] = [async () => Promise.reject(new Error('The operation either timed out or was not allowed.')), async () => 'in'];
    let prepared = 0;
    const prepare = jest.fn(async () => runs[prepared++]!);
    const asked = screen.ask({ text: passkeyText('signIn', ORIGIN), prepare });
    await flush();
    button().click();
    await flush();
    expect(alertText().textContent).toBe('The operation either timed out or was not allowed.');
    expect(prepare).toHaveBeenCalledTimes(2);
    await flush();
    button().click();
    await expect(asked).resolves.toBe('in');
  });

  it('shows a failed preparation, and the next click prepares again before any ceremony', async () => {
    const screen = new ActionScreen(document);
    const run = jest.fn(async () => 'ok');
    const prepare = jest.fn().mockRejectedValueOnce(new Error('Could not reach the wallet services: try again later')).mockResolvedValue(run);
    const asked = screen.ask({ text: passkeyText('signIn', ORIGIN), prepare });
    await flush();
    expect(alertText().textContent).toBe('Could not reach the wallet services: try again later');
    expect(button().disabled).toBe(false);
    button().click();
    await flush();
    expect(run).not.toHaveBeenCalled();
    button().click();
    await expect(asked).resolves.toBe('ok');
  });

  it('offers Not now on the seal step only, which closes it with the declined value and runs nothing', async () => {
    const screen = new ActionScreen(document);
    const added = screen.ask({ text: passkeyText('add', ORIGIN), prepare: async () => async () => 'added' });
    expect(skip().hidden).toBe(true);
    await flush();
    button().click();
    await added;
    const run = jest.fn(async () => true);
    const sealed = screen.ask({ text: passkeyText('seal', ORIGIN), skipped: false, prepare: async () => run });
    expect(dialog().querySelector('h1')!.textContent).toBe(translate('passkey.seal.title'));
    expect(dialog().textContent).toContain('an email code alone will no longer recover it');
    expect(button().textContent).toBe(translate('passkey.seal.button'));
    expect(skip().hidden).toBe(false);
    expect(skip().textContent).toBe(translate('action.skip'));
    await flush();
    skip().click();
    await expect(sealed).resolves.toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(dialog().hidden).toBe(true);
  });

  it('closes on cancel with "Request was aborted"', async () => {
    const screen = new ActionScreen(document);
    const asked = screen.ask({ text: passkeyText('add', ORIGIN), prepare: async () => async () => 'never' });
    expect(screen.cancel()).toBe(true);
    await expect(asked).rejects.toThrow(ACTION_ABORTED);
    expect(dialog().hidden).toBe(true);
    expect(screen.cancel()).toBe(false);
  });

  it("runs the prepared work inside the click itself (a window opened there keeps the click's activation), and a cancel aborts it", async () => {
    const screen = new ActionScreen(document);
    const order: string[] = [];
    let seen: AbortSignal | undefined;
    const asked = screen.ask({
      text: passkeyText('signIn', ORIGIN),
      prepare: async () => (signal) => {
        order.push('run');
        seen = signal;
        return new Promise<never>(() => {});
      },
    });
    await flush();
    button().addEventListener('click', () => order.push('click ended'));
    button().click();
    expect(order).toEqual(['run', 'click ended']);
    expect(seen!.aborted).toBe(false);
    screen.cancel();
    expect(seen!.aborted).toBe(true);
    await expect(asked).rejects.toThrow(ACTION_ABORTED);
  });
});
