import type { SampleWallet, WalletProposal, WalletRequest } from '../../src/walletconnect/sampleWallet.js';
import { proposalCard, requestCard, sessionItem, type Answer } from './cards.js';
import { KeyedList } from './keyedList.js';
import type { Announcer, PageElements } from './page.js';
import { wirePairForm } from './pairForm.js';

/** Shows what the wallet is asked and wires the page's controls to it. Returns pair(), for a URI handed over in the page's link. */
export function showWallet(wallet: SampleWallet, relayUrl: string, page: PageElements, say: Announcer, onAnswered: () => void) {
  const proposals = new Map<number, WalletProposal>();
  const requests = new Map<number, WalletRequest>();
  const proposalList = new KeyedList<number>(page.proposals.list, page.proposals.empty, page.proposals.heading);
  const requestList = new KeyedList<number>(page.requests.list, page.requests.empty, page.requests.heading);
  const sessionList = new KeyedList<string>(page.sessions.list, page.sessions.empty, page.sessions.heading);

  const answer = (id: number, what: string): Answer => ({
    approve: () => settle(() => wallet.approve(id), `Approved ${what}.`),
    reject: () => settle(() => wallet.reject(id), `Rejected ${what}.`),
  });
  const settle = async (act: () => Promise<void>, done: string) => {
    try {
      await act();
      say.status(done);
      say.log(done);
    } catch (error) {
      say.error(error);
      say.log(`Failed: ${say.errorText(error)}`);
    }
    onAnswered();
  };

  // What waits comes from the wallet; the details come with each proposal or request.
  const render = () => {
    const waiting = wallet.waiting();
    for (const map of [proposals, requests]) for (const id of map.keys()) if (!waiting.includes(id)) map.delete(id);
    proposalList.sync(
      waiting.filter((id) => proposals.has(id)),
      (id) => {
        const proposal = proposals.get(id)!;
        return proposalCard(proposal, answer(id, `the connection request from ${proposal.name}`));
      },
    );
    requestList.sync(
      waiting.filter((id) => requests.has(id)),
      (id) => {
        const request = requests.get(id)!;
        return requestCard(request, answer(id, `${request.method} from ${request.dapp.name}`));
      },
    );
    const sessions = new Map(wallet.sessions().map((session) => [session.topic, session]));
    sessionList.sync([...sessions.keys()], (topic) => {
      const session = sessions.get(topic)!;
      return sessionItem(session, () => settle(() => wallet.disconnect(topic), `Disconnected ${session.name}.`));
    });
  };

  wallet.onProposal((proposal) => {
    say.log(`${proposal.name} (${proposal.url}) asks to connect.`);
    if (!wallet.waiting().includes(proposal.id)) return;
    proposals.set(proposal.id, proposal);
    say.status(`${proposal.name} asks to connect: approve or reject it below.`);
    render();
  });
  wallet.onRequest((request) => {
    const waits = wallet.waiting().includes(request.id);
    say.log(`${request.method} from ${request.dapp.name}${waits ? ' waits for you' : ' was answered'}.`);
    if (!waits) return;
    requests.set(request.id, request);
    say.status(`${request.dapp.name} asks for ${request.method}: approve or reject it below.`);
    render();
  });
  wallet.onChange(render);

  page.autoApprove.addEventListener('change', () => {
    wallet.setAutoApprove(page.autoApprove.checked);
    say.status(page.autoApprove.checked ? 'Approving every connection and request automatically.' : 'Asking before approving.');
  });

  const pair = wirePairForm(wallet, relayUrl, page, say);

  page.autoApprove.disabled = false;
  render();
  return { pair };
}
