// An approval open when the modal's locale changes is drawn again in it: its title, the rows and
// warnings its describer made, and the screen's own buttons; the request's data stays as it is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inEachLocale } from '../i18n/inEachLocale.js';
import { chooseLocale, localizeDocument } from '../i18n/translate.js';
import { describeText as t } from '../rpc/describe.js';
import { ApprovalView, findApprovalElements } from './view.js';

afterEach(() => chooseLocale(undefined, document));

it('draws the open approval again in the locale chosen while it waits', async () => {
  const html = readFileSync(join(__dirname, '..', '..', 'index.html'), 'utf8');
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
  localizeDocument(document);
  const elements = findApprovalElements(document);
  const view = new ApprovalView(elements, 0, () => () => undefined);
  const summary = inEachLocale(() => ({ method: 'personal_sign', title: t('approval.title.message'), origin: 'http://127.0.0.1:5173', network: 'Latch Devnet (eip155:31337)', details: [[t('approval.row.from'), '0xA1']] as [string, string][], message: 'hello' }));
  const answer = view.ask(summary);
  expect(elements.title.textContent).toBe('Sign a message');

  await chooseLocale('de', document);
  expect(elements.title.textContent).toBe('Eine Nachricht signieren');
  expect(elements.details.querySelector('dt')!.textContent).toBe('Von');
  expect(elements.details.querySelector('dd')!.textContent).toBe('0xA1');
  expect(elements.reject.textContent).toBe('Ablehnen');
  expect(elements.message.textContent).toBe('hello');
  view.cancel();
  await expect(answer).resolves.toBe(false);
});
