// What the frame asks the authenticator's PRF for, and what it sends the services of the answer:
// never the PRF output.
import { askingPrf, PRF_INPUT, prfEnabled, takePrf } from './passkeySeal.js';

const output = new Uint8Array(32).fill(7);
const answer = (clientExtensionResults: object) => ({ id: 'credential-1', rawId: 'credential-1', type: 'public-key', response: {}, clientExtensionResults });

describe('the PRF of a passkey', () => {
  it('is asked with the fixed input, beside the options’ own extensions', () => {
    expect(askingPrf({ challenge: 'c', extensions: { credProps: true } })).toEqual({ challenge: 'c', extensions: { credProps: true, prf: { eval: { first: PRF_INPUT } } } });
  });

  it('is taken out of the answer sent to the services, with the credential that gave it', () => {
    const { answer: sent, prf } = takePrf(answer({ prf: { enabled: true, results: { first: output.buffer } }, credProps: { rk: true } }));
    expect(prf).toEqual({ credentialId: 'credential-1', output });
    expect(sent.clientExtensionResults).toEqual({ prf: { enabled: true }, credProps: { rk: true } });
    expect(JSON.stringify(sent)).not.toContain('results');
  });

  it('gives nothing for an authenticator without PRF or an output that is not 32 bytes, and still sends no results', () => {
    expect(takePrf(answer({})).prf).toBeUndefined();
    const short = takePrf(answer({ prf: { results: { first: new Uint8Array(16) } } }));
    expect(short.prf).toBeUndefined();
    expect(short.answer.clientExtensionResults).toEqual({});
  });

  it('is offered when a registration says it is enabled', () => {
    expect(prfEnabled({ prf: { enabled: true } })).toBe(true);
    expect(prfEnabled({ prf: { enabled: false } })).toBe(false);
    expect(prfEnabled({})).toBe(false);
    expect(prfEnabled('nonsense')).toBe(false);
  });
});
