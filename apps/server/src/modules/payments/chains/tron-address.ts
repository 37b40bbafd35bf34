import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest();

/**
 * A TRON base58check address (T...) as the 20-byte hex its logs carry (the address without TRON's
 * 0x41 prefix), lower case. Throws on a bad checksum: a typo in PAY_TO_TRON must not boot.
 */
export function tronToHex20(address: string): string {
  let n = 0n;
  for (const c of address) {
    const i = ALPHABET.indexOf(c);
    if (i < 0) throw new Error(`not base58: ${address}`);
    n = n * 58n + BigInt(i);
  }
  const bytes = Buffer.from(n.toString(16).padStart(50, '0'), 'hex');
  const [payload, check] = [bytes.subarray(0, 21), bytes.subarray(21)];
  if (!sha256(sha256(payload)).subarray(0, 4).equals(check) || payload[0] !== 0x41)
    throw new Error(`bad TRON address checksum: ${address}`);
  return payload.subarray(1).toString('hex');
}

/** 20-byte hex (with or without the 41 prefix) as a base58check T-address. */
export function hexToTron(hex: string): string {
  const clean = hex.toLowerCase().replace(/^0x/, '');
  const payload = Buffer.from(clean.length === 42 ? clean : `41${clean}`, 'hex');
  const bytes = Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]);
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out;
}
