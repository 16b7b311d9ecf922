import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A passkey authenticator in software, for the server tests of the console's sign-in: it answers
 * navigator.credentials.create() and .get() as a platform authenticator does (attestation "none",
 * ES256, user present and verified), from the bytes WebAuthn Level 3 defines: authenticator data,
 * client data JSON, a CBOR attestation object, a DER ECDSA signature. The browser tests use
 * Chromium's own virtual authenticator instead.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}

/** The CBOR (RFC 8949) of the few types WebAuthn's structures use. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

export interface SoftwarePasskey {
  credentialId: string;
  create(options: { challenge: string; rpId: string; origin: string }): PasskeyRegistration;
  get(options: { challenge: string; rpId: string; origin: string }): PasskeyAssertion;
  /** The counter the next signature reports; a test may set it back, as a clone would. */
  counter: number;
}

export interface PasskeyRegistration {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
}

export interface PasskeyAssertion {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string };
  clientExtensionResults: Record<string, never>;
}

const userPresent = 0x01;
const userVerified = 0x04;
const attestedData = 0x40;

function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

export function softwarePasskey(): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(16);
  const counterBytes = (counter: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  const passkey: SoftwarePasskey = {
    credentialId: b64url(rawId),
    counter: 1,
    create({ challenge, rpId, origin }) {
      const credentialIdLength = Buffer.alloc(2);
      credentialIdLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([userPresent | userVerified | attestedData]),
        counterBytes(0),
        Buffer.alloc(16), // AAGUID: none
        credentialIdLength,
        rawId,
        coseKey(publicKey),
      ]);
      const attestation = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: passkey.credentialId,
        rawId: passkey.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge, origin)),
          attestationObject: b64url(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    get({ challenge, rpId, origin }) {
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([userPresent | userVerified]),
        counterBytes(passkey.counter),
      ]);
      passkey.counter += 1;
      const client = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(client)]), privateKey);
      return {
        id: passkey.credentialId,
        rawId: passkey.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
  return passkey;
}
