// A software authenticator for tests: a P-256 key from node's crypto per credential, answering
// WebAuthn's create and get as a platform authenticator would (attestation "none", user present
// and verified, a counter), in the JSON @simplewebauthn/browser sends. The services verify its
// answers with @simplewebauthn/server as they would a device's.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
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
}

interface CreateOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface GetOptions {
  challenge: string;
  rpId?: string;
}

const b64u = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

/** The credential's JSON as @simplewebauthn/browser sends it, around the ceremony's response. */
const credentialJson = <T>(id: string, response: T) => ({ id, rawId: id, type: 'public-key' as const, authenticatorAttachment: 'platform' as const, clientExtensionResults: {}, response });

/** As Chromium writes it: an embedded frame's ceremony names the page it runs under as topOrigin. */
function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string, topOrigin?: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: topOrigin !== undefined, ...(topOrigin === undefined ? {} : { topOrigin }) }));
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

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
    const credential: SoftCredential = { id: b64u(idBytes), userHandle: options.user.id, rpId, privateKey, counter: 0 };
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
    });
  }

  /** navigator.credentials.get with no credential named: the first (or given) credential for the RP signs. */
  get(options: GetOptions, origin: string, topOrigin?: string, credential: SoftCredential | undefined = this.credentials.find((made) => made.rpId === (options.rpId ?? new URL(origin).hostname))) {
    if (!credential) throw new Error('no credential for this relying party');
    credential.counter += 1;
    const authData = Buffer.concat([sha256(credential.rpId), Buffer.from([UP | UV]), u32(credential.counter)]);
    const data = clientData('webauthn.get', options.challenge, origin, topOrigin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
    return credentialJson(credential.id, { clientDataJSON: b64u(data), authenticatorData: b64u(authData), signature: b64u(signature), userHandle: credential.userHandle });
  }
}
