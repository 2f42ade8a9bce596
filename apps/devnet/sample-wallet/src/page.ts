import { byId } from './dom.js';

/** The elements of index.html the script fills in. */
export function pageElements() {
  return {
    status: byId('status', HTMLElement),
    error: byId('error', HTMLElement),
    address: byId('address', HTMLElement),
    solanaAddress: byId('solana-address', HTMLElement),
    balance: byId('balance', HTMLElement),
    account: byId('account', HTMLElement),
    relay: byId('relay', HTMLElement),
    rpc: byId('rpc', HTMLElement),
    pairForm: byId('pair-form', HTMLFormElement),
    pairUri: byId('pair-uri', HTMLInputElement),
    pairError: byId('pair-error', HTMLElement),
    pairButton: byId('pair-button', HTMLButtonElement),
    autoApprove: byId('auto-approve', HTMLInputElement),
    proposals: { list: byId('proposals', HTMLElement), empty: byId('proposals-empty', HTMLElement), heading: byId('proposals-heading', HTMLElement) },
    requests: { list: byId('requests', HTMLElement), empty: byId('requests-empty', HTMLElement), heading: byId('requests-heading', HTMLElement) },
    sessions: { list: byId('sessions', HTMLElement), empty: byId('sessions-empty', HTMLElement), heading: byId('sessions-heading', HTMLElement) },
    activity: byId('activity', HTMLElement),
  };
}

export type PageElements = ReturnType<typeof pageElements>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The status line (polite) and the error line (an alert): a new status clears the last error. */
export function announcer(page: PageElements) {
  return {
    status(message: string) {
      page.error.textContent = '';
      page.status.textContent = message;
    },
    error(error: unknown) {
      page.error.textContent = errorText(error);
    },
    /** A line in the activity log, newest first, the last 50 kept. */
    log(message: string) {
      const item = document.createElement('li');
      item.textContent = `${new Date().toLocaleTimeString()} ${message}`;
      page.activity.prepend(item);
      while (page.activity.children.length > 50) page.activity.lastElementChild?.remove();
    },
    errorText,
  };
}

export type Announcer = ReturnType<typeof announcer>;
