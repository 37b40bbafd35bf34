import { OAUTH_PROVIDER_IDS } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { API } from './oauth.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('no provider configured', () => {
  it('offers no provider button', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/providers` });
    expect(res.json()).toEqual({ data: { providers: [], passkeys: true } });
  });

  it.each([...OAUTH_PROVIDER_IDS, 'github'])(
    'answers 404 at the start and the callback of %s',
    async (id) => {
      for (const step of ['start?returnTo=/dashboard', 'callback?code=x&state=y']) {
        const res = await t.app.inject({ method: 'GET', url: `${API}/oauth/${id}/${step}` });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.key).toBe('oauthProviderUnknown');
      }
    },
  );
});
