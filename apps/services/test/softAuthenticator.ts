// A software authenticator for tests: a P-256 key from node's crypto per credential, answering
// WebAuthn's create and get as a platform authenticator would (attestation "none", user present
// and verified, a counter), in the JSON @simplewebauthn/browser sends. The services verify its
// answers with @simplewebauthn/server as they would a device's. It offers the PRF extension as
// CTAP2's hmac-secret does (a secret per credential, HMAC of the browser's salted input), unless
// made without it.
import { createHash, createHmac, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftCredential {
  id: string;
  userHandle: string;
  rpId: string;
  privateKey: KeyObject;
  counter: number;
  /** hmac-secret's CredRandom, behind the PRF extension. */
  prfSecret: Buffer;
}

interface CreateOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
  extensions?: { prf?: unknown };
}

interface GetOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: readonly unknown[];
  extensions?: { prf?: { eval?: { first: Bytes } } };
}

const b64u = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

/** The credential's JSON as @simplewebauthn/browser sends it, around the ceremony's response. */
const credentialJson = <T>(id: string, response: T, clientExtensionResults: Record<string, unknown> = {}) => ({
  id,
  rawId: id,
  type: 'public-key' as const,
  authenticatorAttachment: 'platform' as const,
  clientExtensionResults,
  response,
});

/** BufferSource as both the DOM and SimpleWebAuthn's types say it. */
type Bytes = ArrayBufferView | ArrayBufferLike;

const bytesOf = (source: Bytes) => (ArrayBuffer.isView(source) ? Buffer.from(source.buffer, source.byteOffset, source.byteLength) : Buffer.from(source));

/** WebAuthn's PRF over hmac-secret: the input is salted with the extension's label before the HMAC. */
const prfOf = (secret: Buffer, input: Bytes) => new Uint8Array(createHmac('sha256', secret).update(sha256(Buffer.concat([Buffer.from('WebAuthn PRF\0'), bytesOf(input)]))).digest());

/** As Chromium writes it: an embedded frame's ceremony names the page it runs under as topOrigin. */
function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string, topOrigin?: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: topOrigin !== undefined, ...(topOrigin === undefined ? {} : { topOrigin }) }));
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(private readonly features: { prf?: boolean } = {}) {}

  get #prf(): boolean {
    return this.features.prf ?? true;
  }

  /** navigator.credentials.create, as seen from `origin`: a new discoverable credential. */
  create(options: CreateOptions, origin: string, { userVerified = true }: { userVerified?: boolean } = {}) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idBytes = randomBytes(16);
    const credential: SoftCredential = { id: b64u(idBytes), userHandle: options.user.id, rpId, privateKey, counter: 0, prfSecret: randomBytes(32) };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(idBytes.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | (userVerified ? UV : 0) | AT]), u32(0), Buffer.alloc(16), idLength, idBytes, Buffer.from(isoCBOR.encode(cose))]);
    const attestationObject = isoCBOR.encode(new Map<string, string | Uint8Array | Map<string, string>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]));
    return credentialJson(credential.id, {
      clientDataJSON: b64u(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64u(attestationObject),
      transports: ['internal' as const],
    }, options.extensions?.prf === undefined ? {} : { prf: { enabled: this.#prf } });
  }

  /** navigator.credentials.get: the first (or given) credential for the RP that the options allow signs. */
  get(options: GetOptions, origin: string, topOrigin?: string, credential: SoftCredential | undefined = this.#allowed(options, origin)) {
    if (!credential) throw new Error('no credential for this relying party');
    const prfInput = options.extensions?.prf?.eval?.first;
    credential.counter += 1;
    const authData = Buffer.concat([sha256(credential.rpId), Buffer.from([UP | UV]), u32(credential.counter)]);
    const data = clientData('webauthn.get', options.challenge, origin, topOrigin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
    const results = prfInput && this.#prf ? { prf: { results: { first: prfOf(credential.prfSecret, prfInput) } } } : {};
    return credentialJson(credential.id, { clientDataJSON: b64u(data), authenticatorData: b64u(authData), signature: b64u(signature), userHandle: credential.userHandle }, results);
  }

  #allowed(options: GetOptions, origin: string): SoftCredential | undefined {
    const allowed = options.allowCredentials?.length ? new Set(options.allowCredentials.map((descriptor) => (descriptor as { id?: unknown }).id)) : undefined;
    return this.credentials.find((made) => made.rpId === (options.rpId ?? new URL(origin).hostname) && (!allowed || allowed.has(made.id)));
  }
}
