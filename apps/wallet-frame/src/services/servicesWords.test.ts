// The services' words a person reads show in the person's locale by their id, with their values,
// drawn again when the locale changes; an id the frame does not know, or one it must not use, leaves
// the services' English as data.
import { apiErrorBodySchema } from '@latch/core/api';
import { chooseLocale, showWords } from '../i18n/translate.js';
import { messageOf } from '../screens/screenDialog.js';
import { ServicesClient, ServicesError } from './client.js';
import { servicesWords } from './servicesWords.js';

afterEach(() => chooseLocale(undefined, document));

const wrongCodes = { message: 'Too many wrong codes in a row: try again in 30 seconds', messageId: 'wrongCodesInRow', values: { seconds: 30 } };

/** The error the frame's client throws for a refusal with `body`. */
async function refusal(body: unknown): Promise<ServicesError> {
  const fetch = (async () => ({ ok: false, status: 429, headers: new Headers(), json: async () => body }) as Response) as typeof globalThis.fetch;
  const client = new ServicesClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'latch-demo', fetch });
  return client.call('POST', '/auth/v1/email/verify-otp', apiErrorBodySchema).then(
    () => {
      throw new Error('not refused');
    },
    (error: unknown) => error as ServicesError,
  );
}

it("shows a refusal's words by their id in French and in the pseudo-locale, with their values, drawn again as the locale changes", async () => {
  document.body.innerHTML = '<p id="error"></p>';
  const element = document.getElementById('error')!;
  const error = await refusal(wrongCodes);
  expect(error).toBeInstanceOf(ServicesError);
  expect(error.message).toBe(wrongCodes.message);
  showWords(element, messageOf(error));
  expect(element.textContent).toBe(wrongCodes.message);

  await chooseLocale('fr', document);
  expect(element.textContent).toBe('Trop de codes erronés d’affilée : réessayez dans 30 secondes');
  await chooseLocale('en-XA', document);
  expect(element.textContent).toMatch(/^⟦[^A-Za-z]*[^⟧]* 30 [^⟧]*⟧$/);
  expect(element.textContent).not.toContain('Too many');
});

it("fills a count by the locale's plural rules (Russian's few and many)", async () => {
  document.body.innerHTML = '<p id="error"></p>';
  const element = document.getElementById('error')!;
  await chooseLocale('ru', document);
  showWords(element, servicesWords({ ...wrongCodes, values: { seconds: 3 } }));
  expect(element.textContent).toBe('Слишком много неверных кодов подряд: повторите попытку через 3 секунды');
  showWords(element, servicesWords({ ...wrongCodes, values: { seconds: 5 } }));
  expect(element.textContent).toBe('Слишком много неверных кодов подряд: повторите попытку через 5 секунд');
});

it.each([
  ['an id the frame does not know (a newer server)', { messageId: 'somethingNew' }],
  ["a key of every object's prototype", { messageId: 'constructor' }],
  ['an id of another of the frame’s messages', { messageId: 'code.where' }],
  ['a path', { messageId: '../../fr' }],
  ['markup', { messageId: '<img src=x onerror=alert(1)>' }],
  ['values its message cannot be written with', { messageId: 'wrongCodesInRow', values: {} }],
])('shows the English message for %s, as data', async (_case, said) => {
  await chooseLocale('fr', document);
  const error = await refusal({ message: 'Words <b>from</b> the services', ...said });
  expect(error.words).toBe('Words <b>from</b> the services');
  document.body.innerHTML = '<p id="error"></p>';
  const element = document.getElementById('error')!;
  showWords(element, messageOf(error));
  expect(element.textContent).toBe('Words <b>from</b> the services');
  expect(element.children).toHaveLength(0);
  expect(element.dataset.i18n).toBeUndefined();
});

it('says a reason with its id too (a mail held back beside Resend code)', async () => {
  await chooseLocale('de', document);
  const [reason] = apiErrorBodySchema.parse({ message: 'x', reasons: [{ description: 'Please try again after 12 seconds', messageId: 'emailThrottled', values: { seconds: 12 } }] }).reasons!;
  document.body.innerHTML = '<p id="notice"></p>';
  const element = document.getElementById('notice')!;
  showWords(element, servicesWords({ ...reason!, message: reason!.description }));
  expect(element.textContent).toBe('Bitte versuchen Sie es in 12 Sekunden erneut');
});
