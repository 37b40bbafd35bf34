import { describe, expect, it } from 'vitest';
import { buildMenus, type Grants } from './menus';
import { hashCode, randomCode, readAccessToken, signAccessToken } from './tokens';

const NOW = 1_700_000_000_000;

describe('access tokens', () => {
  it('reads back the user and session of a fresh token', async () => {
    const token = await signAccessToken('secret', { sub: 'u1', sid: 's1' }, NOW, 86_400);
    expect(await readAccessToken('secret', token, NOW + 1000)).toEqual({ sub: 'u1', sid: 's1' });
  });

  it('refuses an expired token, another key and an unsigned token', async () => {
    const token = await signAccessToken('secret', { sub: 'u1', sid: 's1' }, NOW, 86_400);
    expect(await readAccessToken('secret', token, NOW + 86_401_000)).toBeNull();
    expect(await readAccessToken('other', token, NOW)).toBeNull();
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await readAccessToken('secret', unsigned, NOW)).toBeNull();
  });
});

describe('single-use codes', () => {
  it('are random, URL-safe and stored as a SHA-256 hash', () => {
    const a = randomCode();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomCode()).not.toBe(a);
    expect(hashCode(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode(a)).not.toContain(a);
  });
});

describe('menus', () => {
  const grants = (entries: Record<string, number[]>): Grants =>
    new Map(Object.entries(entries).map(([k, v]) => [k, new Set(v)]));

  it('gives a member the general entries only, under the service prefix', () => {
    const menus = buildMenus(
      'core',
      grants({ filter: [1], notification: [1], statistic: [1], payment: [1] }),
    );
    expect(menus).toHaveLength(1);
    expect(menus[0].items.map((i) => i.path)).toEqual([
      '/core',
      '/core/filter',
      '/core/statistic',
      '/core/notification',
      '/core/plans',
      '/core/user/account',
    ]);
  });

  it('adds back-office entries for resources the role may view entirely', () => {
    const menus = buildMenus('core', grants({ user: [1, 2], content: [1] }));
    expect(menus[1]).toMatchObject({ id: 'management', items: [{ title: 'Users', path: '/core/user' }] });
  });

  it('shows Market feed to roles that view every market, not to members who only view', () => {
    const member = buildMenus('core', grants({ filter: [1], market: [1] }));
    expect(member.flatMap((s) => s.items).map((i) => i.path)).not.toContain('/core/market-feed');
    const operator = buildMenus('core', grants({ filter: [1, 2], market: [1, 2, 3, 4, 5] }));
    expect(operator[1]).toMatchObject({
      id: 'management',
      items: [{ title: 'Market feed', path: '/core/market-feed', icon: 'market', service: 'core' }],
    });
  });
});
