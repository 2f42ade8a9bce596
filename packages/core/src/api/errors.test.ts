import { apiErrorBodySchema } from './errors.js';

describe("the services' error body", () => {
  it('keeps the id and values of words a person reads, on the message and on each reason', () => {
    const body = {
      message: 'Too many wrong codes in a row: try again in 30 seconds',
      messageId: 'wrongCodesInRow',
      values: { seconds: 30 },
      reasons: [{ description: 'Please try again after 12 seconds', messageId: 'emailThrottled', values: { seconds: 12 } }, { description: 'plain words' }],
    };
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(apiErrorBodySchema.parse({ message: 'Invalid code' })).toEqual({ message: 'Invalid code' });
  });

  it.each([
    ['a path', '../../fr'],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['a dotted id reaching into another catalogue', 'code.where'],
    ['a prototype key', '__proto__'],
    ['an id too long', `a${'b'.repeat(64)}`],
    ['a number', 7],
  ])('drops an id that is %s, keeping the message and what else is sound', (_case, messageId) => {
    const parsed = apiErrorBodySchema.parse({ message: 'Invalid code', messageId, reasons: [{ description: 'why', messageId }] });
    expect(parsed).toEqual({ message: 'Invalid code', reasons: [{ description: 'why' }] });
  });

  it.each([
    ['an object value', { seconds: { toString: 'x' } }],
    ['a key that is no name', { 'a b': 1 }],
    ['a value too long', { name: 'x'.repeat(201) }],
    ['an array', [1, 2]],
  ])('drops values with %s, keeping the id (the client falls back to the message if it cannot fill it)', (_case, values) => {
    expect(apiErrorBodySchema.parse({ message: 'Wait', messageId: 'tooManyRequests', values })).toEqual({ message: 'Wait', messageId: 'tooManyRequests' });
  });

  it('still refuses a body without its message', () => {
    expect(apiErrorBodySchema.safeParse({ messageId: 'codeInvalid' }).success).toBe(false);
  });
});
