import type { Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { joinMigrations } from './migrate';

const step: Migration = { up: async () => {} };

describe('one migration sequence from the platform and the modules', () => {
  it('orders every owner’s migrations by name, whatever the order of the owners', () => {
    const all = joinMigrations([
      { owner: 'platform', migrations: { '0001-foundation': step, '0310-jobs': step } },
      { owner: 'market', migrations: { '0740-feed-replay-time': step, '0100-market': step } },
      { owner: 'health' },
      { owner: 'screener', migrations: { '0400-screener': step } },
    ]);
    expect(Object.keys(all)).toEqual([
      '0001-foundation',
      '0100-market',
      '0310-jobs',
      '0400-screener',
      '0740-feed-replay-time',
    ]);
  });

  it('refuses a name two owners declare, naming both', () => {
    expect(() =>
      joinMigrations([
        { owner: 'screener', migrations: { '0780-plans': step } },
        { owner: 'payments', migrations: { '0780-plans': step } },
      ]),
    ).toThrow('Migration 0780-plans is declared by both screener and payments');
  });
});
