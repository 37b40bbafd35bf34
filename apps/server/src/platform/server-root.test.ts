import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED_DIR } from '../modules/market/feed/seed';
import { SERVER_ROOT, serverRootFrom } from './server-root';

describe('server root', () => {
  const root = path.resolve(import.meta.dirname, '../..');

  it('is apps/server from the sources and from the built bundle, whose folder says nothing of the sources', () => {
    expect(SERVER_ROOT).toBe(root);
    expect(serverRootFrom(path.join(root, 'src/modules/market/feed'))).toBe(root);
    expect(serverRootFrom(path.join(root, 'dist'))).toBe(root);
  });

  it('names the bundled history from there, wherever the process was started', () => {
    expect(DEFAULT_SEED_DIR).toBe(path.join(root, 'seed', 'market'));
    expect(fs.readdirSync(DEFAULT_SEED_DIR)).toContain('binance-usdm-futures');
  });

  it('says so where no server package is above', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'bitdata-no-server-'));
    fs.writeFileSync(path.join(outside, 'package.json'), JSON.stringify({ name: 'another' }));
    try {
      expect(() => serverRootFrom(outside)).toThrow(/no @bitdata\/server package above/);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
