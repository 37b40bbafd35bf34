import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for tests: a P-256 key per credential, "none" attestation, user present
 * and verified, and a signature counter it increments on every use, as a security key does. It
 * writes the browser's JSON (RegistrationResponseJSON / AuthenticationResponseJSON), so a test
 * drives the API exactly as the web app does.
 */

const b64url = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface StoredCredential {
  id: Buffer;
  key: crypto.KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

/** `origin` is what the browser would write: the page's origin (PUBLIC_URL's in the tests). */
export function createTestAuthenticator(origin: string) {
  const credentials: StoredCredential[] = [];

  const clientData = (type: string, challenge: string, from: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  /** The COSE form of a P-256 public key (kty EC2, alg ES256, crv P-256, x, y). */
  function coseKey(key: crypto.KeyObject): Uint8Array {
    const jwk = crypto.createPublicKey(key).export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x as string, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y as string, 'base64url'))],
      ]),
    );
  }

  return {
    credentials,
    /** navigator.credentials.create() with the server's creation options. */
    create(
      options: { challenge: string; rp: { id?: string }; user: { id: string } },
      overrides: { origin?: string } = {},
    ) {
      const rpId = options.rp.id as string;
      const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = crypto.randomBytes(32);
      const credential: StoredCredential = {
        id,
        key: privateKey,
        userHandle: options.user.id,
        rpId,
        counter: 0,
      };
      credentials.push(credential);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey(privateKey)]);
      const authData = authenticatorData(rpId, FLAG_UP | FLAG_UV | FLAG_AT, 0, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(
            clientData('webauthn.create', options.challenge, overrides.origin ?? origin),
          ),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /**
     * navigator.credentials.get() with the server's request options, signed by `credential` (the
     * latest made by default). `counter` forces the signature count (a cloned authenticator's).
     */
    get(
      options: { challenge: string; rpId?: string },
      overrides: { origin?: string; counter?: number; credential?: StoredCredential } = {},
    ) {
      const credential = overrides.credential ?? credentials[credentials.length - 1];
      if (!credential) throw new Error('the test authenticator holds no credential');
      credential.counter = overrides.counter ?? credential.counter + 1;
      const authData = authenticatorData(
        options.rpId ?? credential.rpId,
        FLAG_UP | FLAG_UV,
        credential.counter,
      );
      const clientDataJSON = clientData('webauthn.get', options.challenge, overrides.origin ?? origin);
      const signature = crypto.sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        credential.key,
      );
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}
