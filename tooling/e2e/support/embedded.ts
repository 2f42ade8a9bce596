import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { emailLoginFromConnect, walletFrame } from '@latch/stack/embedded-login';
import { servicesUrl } from './mailbox.js';

export { approveDeviceByLink, approveInFrame, typeCodeInFrame, walletFrame } from '@latch/stack/embedded-login';

/** The wallet frame's document, laid over the modal's view (a page of its own origin). */
export async function walletFrameDocument(page: Page): Promise<Frame> {
  const frame = await (await walletFrame(page).owner().elementHandle())?.contentFrame();
  if (!frame) throw new Error('The page has no wallet frame');
  return frame;
}

/** The address the demo's status panel shows. */
export const demoAddress = async (page: Page): Promise<string> => (await page.getByTestId('demo-address').textContent()) ?? '';

/** The screens of an email update's codes, each titled as the modal's view it lies over. */
export type UpdateCodeTitle = 'Confirm Current Email' | 'Confirm New Email';

/** Waits until the frame's code screen titled `title` shows `shown` over the modal's view of that title; resolves with the screen. */
export async function updateCodeScreen(page: Page, title: UpdateCodeTitle, shown: string): Promise<Locator> {
  const view = page.getByRole('dialog', { name: title });
  await expect(view.getByText(shown)).toBeVisible();
  // The dApp's page has no field for a code.
  await expect(view.getByRole('textbox')).toHaveCount(0);
  const screen = walletFrame(page).getByRole('dialog', { name: title });
  await expect(screen.getByText(shown)).toBeVisible();
  return screen;
}

/** Types `code` into the frame's code screen titled `title`, over the modal's view of the same title. */
export async function typeUpdateCode(page: Page, title: UpdateCodeTitle, shown: string, code: string): Promise<void> {
  await (await updateCodeScreen(page, title, shown)).getByLabel('Code', { exact: true }).fill(code);
}

/**
 * Logs in by email through the demo's modal, reading each code from the services' dev mailbox and typing
 * it into the wallet frame's code screen. A new device is approved first by the link mailed for it,
 * on the wallet's device page. Resolves with the count of mails seen so far.
 */
export async function emailLogin(page: Page, email: string, seen: number, expectNewDevice: boolean): Promise<number> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  return emailLoginFromConnect(page, { services: servicesUrl(), email, seen, expectNewDevice });
}

/** The frame shows one atomic batch (wallet_sendCalls from the smart account) with a call to each of `targets`, in order. */
export async function expectOneBatchInFrame(page: Page, targets: string[]): Promise<void> {
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeVisible();
  const frame = walletFrame(page);
  await expect(frame.getByText(`Send ${targets.length} calls`, { exact: true })).toBeVisible();
  for (const [index, target] of targets.entries()) await expect(frame.locator('dt', { hasText: new RegExp(`^Call ${index + 1}$`) }).locator('xpath=following-sibling::dd[1]')).toContainText(new RegExp(`to ${target}`, 'i'));
  await expect(frame.locator('dd', { hasText: /^Yes: all the calls happen, or none$/ })).toBeVisible();
}

/** Every string the demo's origin keeps: localStorage, sessionStorage, every IndexedDB record, and Latch's Redux state. */
export async function dappOriginContents(page: Page, { exceptDatabases = [] as string[] } = {}): Promise<string> {
  return page.evaluate(async (exceptDatabases) => {
    const storage = (store: Storage) => Object.entries({ ...store }).flat().join('\n');
    const records = async (name: string) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const stores = Array.from({ length: db.objectStoreNames.length }, (_, i) => db.objectStoreNames.item(i)!);
      const all = await Promise.all(
        stores.map(
          (store) =>
            new Promise<unknown[]>((resolve, reject) => {
              const request = db.transaction(store).objectStore(store).getAll();
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            }),
        ),
      );
      db.close();
      return `${name}\n${JSON.stringify(all)}`;
    };
    const names = (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => !exceptDatabases.includes(name));
    const databases = (await Promise.all(names.map(records))).join('\n');
    const state = JSON.stringify((window as unknown as { latch: { getState(): unknown } }).latch.getState());
    return [storage(localStorage), storage(sessionStorage), databases, state].join('\n');
  }, exceptDatabases);
}

/** The session token the wallet frame keeps in its own origin's storage (never the app's), to look for where it must not be. */
export async function frameSessionToken(page: Page): Promise<string> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(process.env.LATCH_E2E_WALLET_FRAME ?? 'unset'));
  if (!frame) throw new Error('The wallet frame is not in the page');
  const kept = await frame.evaluate(() => localStorage.getItem('@appkit-wallet/session'));
  const token = (JSON.parse(kept ?? '{}') as { token?: unknown }).token;
  if (typeof token !== 'string' || token.length < 20) throw new Error('The wallet frame keeps no session token');
  return token;
}
