import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const rsaPem = (modulusLength = 2048) =>
  generateKeyPairSync('rsa', { modulusLength })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

describe('market list settings', () => {
  it('reads the defaults as lists of known values', () => {
    const { market } = loadConfig({});
    expect(market.exchanges).toEqual(['binance-spot', 'binance-future', 'okx-spot', 'okx-future']);
    expect(market.intervals).toEqual(['3m', '5m', '15m', '1h', '4h', '1d', '1w']);
    expect(market.retentionDays).toEqual({
      '3m': 30,
      '5m': 60,
      '15m': 180,
      '1h': 1095,
      '4h': 0,
      '1d': 0,
      '1w': 0,
    });
  });

  it('takes a subset with spaces and repeats', () => {
    const { market } = loadConfig({
      MARKET_EXCHANGES: ' binance-future , okx-spot,binance-future',
      MARKET_INTERVALS: '1h, 4h',
      MARKET_RETENTION_DAYS: '1h = 30, 4h=0',
    });
    expect(market.exchanges).toEqual(['binance-future', 'okx-spot']);
    expect(market.intervals).toEqual(['1h', '4h']);
    expect(market.retentionDays).toEqual({ '1h': 30, '4h': 0 });
  });

  it('refuses an unknown interval at boot, naming it and the allowed ones', () => {
    expect(() => loadConfig({ MARKET_INTERVALS: '1h,2h' })).toThrow(
      'Invalid configuration: MARKET_INTERVALS: unknown interval "2h" (allowed: 3m, 5m, 15m, 1h, 4h, 1d, 1w)',
    );
  });

  it('refuses an unknown feed and an unknown or malformed retention entry', () => {
    expect(() => loadConfig({ MARKET_EXCHANGES: 'binance-spot,kraken-spot' })).toThrow(
      'MARKET_EXCHANGES: unknown feed "kraken-spot" (allowed: binance-spot, binance-future, okx-spot, okx-future)',
    );
    expect(() => loadConfig({ MARKET_RETENTION_DAYS: '1h=30,2h=10' })).toThrow(
      'MARKET_RETENTION_DAYS: unknown interval "2h"',
    );
    for (const bad of ['1h=', '1h=thirty', '1h=-1', '1h=1.5', '1h']) {
      expect(() => loadConfig({ MARKET_RETENTION_DAYS: bad }), bad).toThrow(
        /MARKET_RETENTION_DAYS: .*days must be/,
      );
    }
  });
});

describe('contact address', () => {
  it('is unset unless CONTACT_EMAIL is given: never the administrator address', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'owner@example.com' }).contactEmail).toBeUndefined();
    expect(loadConfig({ CONTACT_EMAIL: ' ' }).contactEmail).toBeUndefined();
    expect(loadConfig({ CONTACT_EMAIL: 'hello@example.com' }).contactEmail).toBe('hello@example.com');
    expect(() => loadConfig({ CONTACT_EMAIL: 'not an address' })).toThrow(
      /CONTACT_EMAIL: expected an e-mail/,
    );
  });
});

describe('transport key setting', () => {
  it('is unset by default (the key pair then lives in DATA_DIR/secrets.json)', () => {
    expect(loadConfig({}).transportPrivateKeyPem).toBeUndefined();
  });

  it('takes the PEM as text, with escaped line breaks, or as base64', () => {
    const pem = rsaPem();
    const expected = pem.trim();
    expect(loadConfig({ TRANSPORT_PRIVATE_KEY: pem }).transportPrivateKeyPem).toBe(expected);
    expect(loadConfig({ TRANSPORT_PRIVATE_KEY: pem.replace(/\n/g, '\\n') }).transportPrivateKeyPem).toBe(
      expected,
    );
    expect(
      loadConfig({ TRANSPORT_PRIVATE_KEY: Buffer.from(pem).toString('base64') }).transportPrivateKeyPem,
    ).toBe(expected);
  });

  it('refuses what is not an RSA private key of at least 2048 bits', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    for (const bad of ['not a key', Buffer.from('garbage').toString('base64'), ec, rsaPem(1024)]) {
      expect(() => loadConfig({ TRANSPORT_PRIVATE_KEY: bad })).toThrow(
        /TRANSPORT_PRIVATE_KEY: expected an RSA private key/,
      );
    }
  });
});

describe('footer links', () => {
  it('leaves an unset or blank link out and keeps an https one', () => {
    const { links } = loadConfig({ LINK_FACEBOOK: 'https://facebook.com/bitdata', LINK_X: ' ' });
    expect(links).toEqual({
      android: undefined,
      video: undefined,
      facebook: 'https://facebook.com/bitdata',
      x: undefined,
      telegram: undefined,
    });
  });

  it('refuses a link that is not an http(s) address', () => {
    expect(() => loadConfig({ LINK_VIDEO: 'javascript:alert(1)' })).toThrow(/LINK_VIDEO/);
  });
});

describe('SQLite checkpoint setting', () => {
  it('checkpoints from a thread every second unless set; 0 gives checkpoints back to SQLite', () => {
    expect(loadConfig({}).sqliteCheckpointMs).toBe(1_000);
    // a blank line copied from .env.example is the default, not 0
    expect(loadConfig({ SQLITE_CHECKPOINT_MS: ' ' }).sqliteCheckpointMs).toBe(1_000);
    expect(loadConfig({ SQLITE_CHECKPOINT_MS: '0' }).sqliteCheckpointMs).toBe(0);
    expect(loadConfig({ SQLITE_CHECKPOINT_MS: '250' }).sqliteCheckpointMs).toBe(250);
    expect(() => loadConfig({ SQLITE_CHECKPOINT_MS: 'often' })).toThrow(/SQLITE_CHECKPOINT_MS/);
    expect(() => loadConfig({ SQLITE_CHECKPOINT_MS: '-1' })).toThrow(/SQLITE_CHECKPOINT_MS/);
  });
});

describe('screening arrival block setting', () => {
  it('screens 64 markets at a time as they arrive unless set; 0 screens them all at the close', () => {
    expect(loadConfig({}).market.screeningArrivalBlock).toBe(64);
    expect(loadConfig({ SCREENING_ARRIVAL_BLOCK: '' }).market.screeningArrivalBlock).toBe(64);
    expect(loadConfig({ SCREENING_ARRIVAL_BLOCK: '0' }).market.screeningArrivalBlock).toBe(0);
    expect(loadConfig({ SCREENING_ARRIVAL_BLOCK: '32' }).market.screeningArrivalBlock).toBe(32);
    expect(() => loadConfig({ SCREENING_ARRIVAL_BLOCK: '2.5' })).toThrow(/SCREENING_ARRIVAL_BLOCK/);
    expect(() => loadConfig({ SCREENING_ARRIVAL_BLOCK: '-1' })).toThrow(/SCREENING_ARRIVAL_BLOCK/);
  });
});
