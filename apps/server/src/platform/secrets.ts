import { createECDH, createPrivateKey, createPublicKey, generateKeyPair, randomBytes } from 'node:crypto';
import { promises as fs, constants as fsConstants } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { importServerPrivateKey, keyIdOf } from '@bitdata/transport';
import type { TransportKeys } from './transport/transport.types';

export type { TransportKeys } from './transport/transport.types';

/**
 * Server secrets: the JWT signing secret and the transport RSA key pair. Given ones come from the
 * config (JWT_SECRET, TRANSPORT_PRIVATE_KEY); the rest are generated on the first start and kept in
 * DATA_DIR/secrets.json (mode 0600), so tokens and client key wraps survive restarts. With both given
 * the file is neither read nor written: several API instances share the secrets through their
 * settings instead of a shared DATA_DIR. Nothing secret lives in the code.
 */
export interface Secrets {
  jwtSecret: Uint8Array | string;
  transport: TransportKeys;
}

export interface SecretsConfig {
  dataDir: string;
  auth: { jwtSecret?: string };
  /** PKCS#8 or PKCS#1 PEM of the transport RSA private key; its public key is derived from it. */
  transportPrivateKeyPem?: string;
}

interface SecretsFile {
  version: 1;
  createdAt: string;
  /** base64url of 64 random bytes. */
  jwtSecret: string;
  transport: { publicKeyPem: string; privateKeyPem: string };
}

export const SECRETS_FILE = 'secrets.json';

const generateKeyPairAsync = promisify(generateKeyPair);

async function generateSecretsFile(): Promise<SecretsFile> {
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    version: 1,
    createdAt: new Date().toISOString(),
    jwtSecret: randomBytes(64).toString('base64url'),
    transport: { publicKeyPem: publicKey, privateKeyPem: privateKey },
  };
}

const isSecretsFile = (value: unknown): value is SecretsFile => {
  const v = value as SecretsFile | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.version === 1 &&
    typeof v.jwtSecret === 'string' &&
    v.jwtSecret.length >= 32 &&
    typeof v.transport?.publicKeyPem === 'string' &&
    typeof v.transport?.privateKeyPem === 'string'
  );
};

const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;

/**
 * A JSON file of keys; `undefined` when it does not exist. A damaged file is an error (`damaged` says
 * what to do), never overwritten: keys generated again would end every session or subscription.
 */
async function readKeysFile<T>(
  file: string,
  is: (v: unknown) => v is T,
  damaged: string,
): Promise<T | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!is(parsed)) throw new Error(`${file} is damaged; ${damaged}`);
  return parsed;
}

const readSecretsFile = (file: string) =>
  readKeysFile(file, isSecretsFile, 'restore it from a backup or remove it to generate new secrets');

/**
 * Publish a new file atomically and exclusively: write a private temp file, then hard-link it to the
 * final name. link() fails when the name exists, so when two processes start together exactly one
 * file wins and the loser reads the winner's. Readers never see a half-written file.
 */
async function publishSecretsFile(file: string, content: object): Promise<boolean> {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temp, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(temp, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    // File systems without hard links: fall back to an exclusive create of the final name.
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'].includes(errorCode(error) ?? '')) throw error;
    try {
      await fs.copyFile(temp, file, fsConstants.COPYFILE_EXCL);
      await fs.chmod(file, 0o600);
      return true;
    } catch (copyError) {
      if (errorCode(copyError) === 'EEXIST') return false;
      throw copyError;
    }
  } finally {
    await fs.rm(temp, { force: true });
  }
}

async function loadOrCreateSecretsFile(dataDir: string): Promise<SecretsFile> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRETS_FILE);
  const existing = await readSecretsFile(file);
  if (existing) return existing;
  const fresh = await generateSecretsFile();
  if (await publishSecretsFile(file, fresh)) return fresh;
  const winner = await readSecretsFile(file);
  if (!winner) throw new Error(`${file} vanished while starting`);
  return winner;
}

async function transportKeysOf(privateKeyPem: string): Promise<TransportKeys> {
  // The public half is derived, so a given key cannot come with a public key that does not match it.
  const privateKey = createPrivateKey(privateKeyPem);
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'der' });
  const publicKeySpkiB64 = spki.toString('base64');
  return {
    keyId: await keyIdOf(publicKeySpkiB64),
    publicKeySpkiB64,
    privateKey: await importServerPrivateKey(new Uint8Array(pkcs8)),
  };
}

/** Load the server secrets, generating and persisting the missing ones on the first start. */
export async function loadSecrets(config: SecretsConfig): Promise<Secrets> {
  const { jwtSecret } = config.auth;
  const { transportPrivateKeyPem } = config;
  if (jwtSecret && transportPrivateKeyPem) {
    return { jwtSecret, transport: await transportKeysOf(transportPrivateKeyPem) };
  }
  const file = await loadOrCreateSecretsFile(config.dataDir);
  return {
    jwtSecret: jwtSecret ?? new Uint8Array(Buffer.from(file.jwtSecret, 'base64url')),
    transport: await transportKeysOf(transportPrivateKeyPem ?? file.transport.privateKeyPem),
  };
}

/** Web Push VAPID key pair (RFC 8292): P-256, base64url (public: uncompressed point), as browsers take it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface VapidConfig {
  dataDir: string;
  webPush: { vapidPublicKey?: string; vapidPrivateKey?: string };
}

/**
 * Its own file beside secrets.json (an existing secrets.json is never rewritten): changing the key
 * pair would end every browser's subscription, so it is generated once and kept.
 */
export const VAPID_FILE = 'vapid.json';

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // 32 bytes always: the scalar may have leading zero bytes that getPrivateKey() drops
    privateKey: Buffer.from(ecdh.getPrivateKey('hex').padStart(64, '0'), 'hex').toString('base64url'),
  };
}

const isVapidKeys = (v: unknown): v is VapidKeys =>
  typeof (v as VapidKeys | null)?.publicKey === 'string' && typeof (v as VapidKeys).privateKey === 'string';

async function readVapidFile(file: string): Promise<VapidKeys | undefined> {
  const keys = await readKeysFile(file, isVapidKeys, 'restore it from a backup');
  return keys && { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** The configured VAPID keys, or DATA_DIR/vapid.json's, generated on the first start (one winner among concurrent starts). */
export async function loadVapidKeys(config: VapidConfig): Promise<VapidKeys> {
  const { vapidPublicKey, vapidPrivateKey } = config.webPush;
  if (vapidPublicKey && vapidPrivateKey) return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey };
  await fs.mkdir(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, VAPID_FILE);
  const existing = await readVapidFile(file);
  if (existing) return existing;
  const fresh = generateVapidKeys();
  if (await publishSecretsFile(file, { version: 1, createdAt: new Date().toISOString(), ...fresh }))
    return fresh;
  const winner = await readVapidFile(file);
  if (!winner) throw new Error(`${file} vanished while starting`);
  return winner;
}
