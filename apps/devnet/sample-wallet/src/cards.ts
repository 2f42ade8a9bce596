import type { WalletProposal, WalletRequest, WalletSession } from '../../src/walletconnect/sampleWallet.js';
import { actionButton, details, h } from './dom.js';
import { previewRequest } from './preview.js';

export interface Answer {
  approve(): Promise<void>;
  reject(): Promise<void>;
}

const dappName = (name: string) => name || 'An unnamed dApp';

function answerButtons(what: string, answer: Answer): HTMLElement {
  return h(
    'div',
    { className: 'actions' },
    actionButton('Approve', `Approve ${what}`, answer.approve, 'primary'),
    actionButton('Reject', `Reject ${what}`, answer.reject),
  );
}

export function proposalCard(proposal: WalletProposal, answer: Answer): HTMLLIElement {
  const name = dappName(proposal.name);
  return h(
    'li',
    { className: 'card' },
    h('h3', {}, `${name} asks to connect`),
    details([
      { label: 'Site', value: proposal.url || 'not given' },
      { label: 'Chains', value: proposal.chains.join(', ') || 'none named' },
    ]),
    answerButtons(`the connection request from ${name}`, answer),
  );
}

export function requestCard(request: WalletRequest, answer: Answer): HTMLLIElement {
  const name = dappName(request.dapp.name);
  return h(
    'li',
    { className: 'card' },
    h('h3', {}, h('code', {}, request.method), ` from ${name}`),
    details([...previewRequest(request.method, request.params), { label: 'Chain', value: request.chainId }]),
    answerButtons(`${request.method} from ${name}`, answer),
  );
}

export function sessionItem(session: WalletSession, disconnect: () => Promise<void>): HTMLLIElement {
  const name = dappName(session.name);
  return h(
    'li',
    { className: 'card' },
    h('h3', {}, name),
    details([
      { label: 'Site', value: session.url || 'not given' },
      { label: 'Accounts', value: session.accounts.join(', ') },
      { label: 'Expires', value: new Date(session.expiry * 1000).toLocaleString() },
    ]),
    h('div', { className: 'actions' }, actionButton('Disconnect', `Disconnect ${name}`, disconnect)),
  );
}
