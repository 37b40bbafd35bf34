import { execFile } from 'node:child_process';
import { createECDH, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecrets, loadVapidKeys, SECRETS_FILE, VAPID_FILE } from './secrets';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bitdata-secrets-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const roundTrip = async (privateKey: CryptoKey, publicKeySpkiB64: string) => {
  const spki = Uint8Array.from(atob(publicKeySpkiB64), (c) => c.charCodeAt(0));
  const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const publicKey = await crypto.subtle.importKey('spki', spki, rsa, false, ['encrypt']);
  const sealed = await crypto.subtle.encrypt(rsa, publicKey, new TextEncoder().encode('ping'));
  return new TextDecoder().decode(await crypto.subtle.decrypt(rsa, privateKey, sealed));
};

describe('loadSecrets', () => {
  it('creates the secrets file on first start and reuses it afterwards', async () => {
    const dataDir = path.join(root, 'data');
    const first = await loadSecrets({ dataDir, auth: {} });
    const second = await loadSecrets({ dataDir, auth: {} });
    expect(second.transport.keyId).toBe(first.transport.keyId);
    expect(second.transport.publicKeySpkiB64).toBe(first.transport.publicKeySpkiB64);
    expect(second.jwtSecret).toEqual(first.jwtSecret);
    expect((first.jwtSecret as Uint8Array).length).toBe(64);
    expect(await roundTrip(second.transport.privateKey, first.transport.publicKeySpkiB64)).toBe('ping');
  });

  it('keeps the file readable by its owner only', async () => {
    await loadSecrets({ dataDir: root, auth: {} });
    const mode = (await stat(path.join(root, SECRETS_FILE))).mode & 0o777;
    expect(mode).toBe(0o600);
    const file = JSON.parse(await readFile(path.join(root, SECRETS_FILE), 'utf8'));
    expect(file.transport.privateKeyPem).toContain('BEGIN PRIVATE KEY');
    expect(file.transport.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });

  it('uses the configured JWT secret when one is given', async () => {
    const secrets = await loadSecrets({ dataDir: root, auth: { jwtSecret: 'from-config-0123456789abcdef' } });
    expect(secrets.jwtSecret).toBe('from-config-0123456789abcdef');
  });

  it('gives concurrent first starts the same secrets and one file', async () => {
    const loads = await Promise.all([1, 2, 3, 4].map(() => loadSecrets({ dataDir: root, auth: {} })));
    const ids = new Set(loads.map((s) => s.transport.keyId));
    expect(ids.size).toBe(1);
    expect(new Set(loads.map((s) => Buffer.from(s.jwtSecret as Uint8Array).toString('hex'))).size).toBe(1);
    expect(await readdir(root)).toEqual([SECRETS_FILE]);
  });

  it('gives two processes starting together the same secrets', async () => {
    const script = [
      `const { loadSecrets } = await import(${JSON.stringify(path.join(import.meta.dirname, 'secrets.ts'))});`,
      `const secrets = await loadSecrets({ dataDir: ${JSON.stringify(root)}, auth: {} });`,
      'console.log(secrets.transport.keyId);',
    ].join('\n');
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: import.meta.dirname,
      });
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.stdout.trim()).toMatch(/^[0-9a-f]{16}$/);
    expect(b.stdout.trim()).toBe(a.stdout.trim());
    expect((await loadSecrets({ dataDir: root, auth: {} })).transport.keyId).toBe(a.stdout.trim());
  }, 30_000);

  it('takes the transport key pair from the settings, deriving the public key from the private one', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const secrets = await loadSecrets({ dataDir: root, auth: {}, transportPrivateKeyPem: privateKeyPem });
    expect(secrets.transport.publicKeySpkiB64).toBe(spki);
    expect(await roundTrip(secrets.transport.privateKey, spki)).toBe('ping');
    // The JWT secret still comes from the file, which keeps its own (unused) key pair.
    expect(await readdir(root)).toEqual([SECRETS_FILE]);
  });

  it('lets instances without a shared DATA_DIR use the same secrets, writing no file', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const given = {
      auth: { jwtSecret: 'shared-jwt-secret-0123456789abcdef' },
      transportPrivateKeyPem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    };
    const a = await loadSecrets({ dataDir: path.join(root, 'a'), ...given });
    const b = await loadSecrets({ dataDir: path.join(root, 'b'), ...given });
    expect(b.transport.keyId).toBe(a.transport.keyId);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(await roundTrip(b.transport.privateKey, a.transport.publicKeySpkiB64)).toBe('ping');
    expect(await readdir(root)).toEqual([]);
  });

  it('refuses to overwrite a damaged secrets file', async () => {
    await writeFile(path.join(root, SECRETS_FILE), '{ not json');
    await expect(loadSecrets({ dataDir: root, auth: {} })).rejects.toThrow(/damaged/);
    expect(await readFile(path.join(root, SECRETS_FILE), 'utf8')).toBe('{ not json');
  });
});

describe('loadVapidKeys', () => {
  it('generates the Web Push key pair once and keeps it', async () => {
    const first = await loadVapidKeys({ dataDir: root, webPush: {} });
    const again = await Promise.all([1, 2].map(() => loadVapidKeys({ dataDir: root, webPush: {} })));
    expect(again.map((k) => k.publicKey)).toEqual([first.publicKey, first.publicKey]);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect((await stat(path.join(root, VAPID_FILE))).mode & 0o777).toBe(0o600);
    // the private key belongs to the public one
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(first.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(first.publicKey);
  });

  it('takes the key pair from the settings, writing no file', async () => {
    const given = { vapidPublicKey: 'BPub', vapidPrivateKey: 'priv' };
    expect(await loadVapidKeys({ dataDir: root, webPush: given })).toEqual({
      publicKey: 'BPub',
      privateKey: 'priv',
    });
    expect(await readdir(root)).toEqual([]);
  });

  it('refuses to overwrite a damaged key file: subscriptions would lose their keys', async () => {
    await writeFile(path.join(root, VAPID_FILE), '{"publicKey": 1}');
    await expect(loadVapidKeys({ dataDir: root, webPush: {} })).rejects.toThrow(/damaged/);
    expect(await readFile(path.join(root, VAPID_FILE), 'utf8')).toBe('{"publicKey": 1}');
  });
});
