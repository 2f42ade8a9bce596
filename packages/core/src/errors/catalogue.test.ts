import * as alerts from './alerts.js';
import * as catalogue from './catalogue.js';
import { Alerts } from './alerts.js';
import { ErrorMessages, LatchMessages } from './catalogue.js';
import type { Message } from './message.js';

const isMessage = (value: unknown): value is Message => typeof value === 'object' && value !== null && typeof (value as Message).text === 'string';

/** A module's messages by the name each is exported under; a parameterised one as written with `{0}`, `{1}`… */
function messagesOf(module: Record<string, unknown>): [string, Message][] {
  return Object.entries(module).flatMap(([name, value]): [string, Message][] => {
    const written: unknown = typeof value === 'function' ? (value as (...values: string[]) => unknown)(...['{0}', '{1}', '{2}']) : value;
    return isMessage(written) ? [[name, written]] : [];
  });
}

const exported = [...messagesOf(catalogue), ...messagesOf(alerts)];

describe('the catalogue', () => {
  it('exports each message under its id', () => {
    expect(exported.length).toBeGreaterThan(90);
    expect(exported.filter(([name, { id }]) => name !== id)).toEqual([]);
  });

  it('gives no two messages one id, nor one text', () => {
    const ids = exported.map(([, { id }]) => id);
    const texts = exported.map(([, { text }]) => text);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('has every message in a public object, keyed by its id', () => {
    const alertMessages = Object.values(Alerts).flatMap(({ shortMessage, longMessage }) => [shortMessage, longMessage]);
    const published = [...messagesOf(ErrorMessages), ...messagesOf(LatchMessages), ...alertMessages.map((message): [string, Message] => [message.id, message])];
    expect(published.filter(([key, { id }]) => key !== id)).toEqual([]);
    expect(new Set(published.map(([key]) => key))).toEqual(new Set(exported.map(([name]) => name)));
  });

  it('writes a parameterised message with its values, and keeps them', () => {
    expect(catalogue.errorRegisteringName('alice')).toEqual({ id: 'errorRegisteringName', values: ['alice'], text: 'Error registering name alice' });
    expect(catalogue.failedToDisconnectChain('solana').text).toBe('Failed to disconnect chain solana');
    expect(catalogue.emailThrottled(12)).toEqual({ id: 'emailThrottled', values: [12], text: 'Please try again after 12 seconds' });
  });
});
