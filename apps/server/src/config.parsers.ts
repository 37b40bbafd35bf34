import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

/**
 * Parsers of the settings that are more than a scalar: comma lists of known values and the transport
 * key. A value we do not know stops the boot with a message naming it and what is allowed: a
 * misspelt interval silently ignored leaves a feed or a retention rule off without anyone noticing.
 */

const split = (v: string) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

const unknown = (what: string, value: string, allowed: readonly string[]) =>
  `unknown ${what} "${value}" (allowed: ${allowed.join(', ')})`;

/** A comma list whose every entry is one of `allowed` (duplicates dropped, order kept). */
export const knownList = <T extends string>(allowed: readonly T[], what: string, fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx): T[] => {
      const entries = [...new Set(split(v))];
      for (const entry of entries) {
        if (!(allowed as readonly string[]).includes(entry))
          ctx.addIssue({ code: 'custom', message: unknown(what, entry, allowed) });
      }
      return entries as T[];
    });

/** `interval=days` pairs (0 = keep forever), e.g. `3m=30,1h=1095,1d=0`. */
export const retentionList = <T extends string>(intervals: readonly T[], fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx): Partial<Record<T, number>> => {
      const days: Partial<Record<T, number>> = {};
      for (const entry of split(v)) {
        const [key = '', value = '', ...rest] = entry.split('=').map((x) => x.trim());
        if (!(intervals as readonly string[]).includes(key)) {
          ctx.addIssue({ code: 'custom', message: unknown('interval', key, intervals) });
        } else if (rest.length > 0 || !/^\d+$/.test(value)) {
          ctx.addIssue({ code: 'custom', message: `"${entry}": days must be a whole number, 0 = forever` });
        } else {
          days[key as T] = Number(value);
        }
      }
      return days;
    });

/**
 * The transport RSA private key as PEM: the PEM text itself (with real or `\n`-escaped line breaks,
 * as env files hold one line) or base64 of the PEM. Checked at boot so a bad key fails there, not on
 * the first encrypted request.
 */
export const rsaPrivateKeyPem = z
  .string()
  .optional()
  .transform((v, ctx): string | undefined => {
    const raw = v?.trim() ?? '';
    if (raw === '') return undefined;
    const pem = (
      raw.includes('-----BEGIN') ? raw.replace(/\\n/g, '\n') : Buffer.from(raw, 'base64').toString('utf8')
    ).trim();
    try {
      const key = createPrivateKey(pem);
      if (key.asymmetricKeyType !== 'rsa') throw new Error(`a ${key.asymmetricKeyType} key`);
      const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
      if (bits < 2048) throw new Error(`${bits} bits`);
      return pem;
    } catch (error) {
      const why = error instanceof Error && !error.message.includes('DECODER') ? `: ${error.message}` : '';
      ctx.addIssue({
        code: 'custom',
        message: `expected an RSA private key of at least 2048 bits as PEM or base64 of the PEM${why}`,
      });
      return z.NEVER;
    }
  });

/** An optional EVM address (0x + 40 hex; blank = unset), e.g. our receiving address or a token contract. */
export const evmAddress = z
  .string()
  .optional()
  .transform((v, ctx): string | undefined => {
    const text = v?.trim() ?? '';
    if (text === '') return undefined;
    if (!/^0x[0-9a-fA-F]{40}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: `expected an address 0x and 40 hex digits, not "${text}"` });
      return z.NEVER;
    }
    return text;
  });

/** An optional TRON address in base58 (T + 33 characters; blank = unset). */
export const tronAddress = z
  .string()
  .optional()
  .transform((v, ctx): string | undefined => {
    const text = v?.trim() ?? '';
    if (text === '') return undefined;
    if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a TRON address (T and 33 base58 characters), not "${text}"`,
      });
      return z.NEVER;
    }
    return text;
  });

/** An optional e-mail address (blank = unset). */
export const optionalEmail = z
  .string()
  .optional()
  .transform((v, ctx): string | undefined => {
    const text = v?.trim() ?? '';
    if (text === '') return undefined;
    if (!z.email().safeParse(text).success) {
      ctx.addIssue({ code: 'custom', message: `expected an e-mail address, not "${text}"` });
      return z.NEVER;
    }
    return text;
  });
