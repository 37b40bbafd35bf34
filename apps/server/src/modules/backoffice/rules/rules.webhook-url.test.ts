import { type EventRuleWrite, RESOURCE } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import { PRIVATE_PROBES, PUBLIC_TARGETS } from '../../../platform/http/outbound.test-helpers';
import {
  BANK_ACCOUNT_DOCUMENT,
  type BackofficeApp,
  CURRENCY_DOCUMENT,
  call,
  create,
  createBackofficeApp,
  edit,
  remove,
  setGrants,
  view,
  viewAll,
} from '../records/records.test-helpers';

describe(`an event rule's webhook address (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  beforeAll(async () => {
    t = await createBackofficeApp();
    await setGrants(t, 'administrator', RESOURCE.document, [view, viewAll, create, edit, remove]);
    await setGrants(t, 'administrator', RESOURCE.collection, [view, viewAll, create, edit, remove]);
    expect((await call(t, 'POST', '/documents', 'administrator', CURRENCY_DOCUMENT)).statusCode).toBe(201);
    const doc = await call(t, 'POST', '/documents', 'administrator', BANK_ACCOUNT_DOCUMENT);
    expect(doc.statusCode, doc.body).toBe(201);
    await setGrants(t, 'administrator', 'bank-account', [view, viewAll, create, edit, remove]);
  });
  afterAll(() => t.close());

  const rule = (url: string): EventRuleWrite => ({
    name: 'To a receiver',
    document: 'bank-account',
    trigger: { kind: 'deleted' },
    action: { kind: 'webhook', url },
    enabled: true,
  });

  it('refuses local names and private addresses however they are written, naming the field', async () => {
    for (const url of PRIVATE_PROBES) {
      const refused = await call(t, 'POST', '/events/rules', 'administrator', rule(url));
      expect(refused.statusCode, `${url}: ${refused.body}`).toBe(400);
      expect(refused.json().error, url).toMatchObject({
        code: 'VALIDATION',
        details: [{ path: 'action.url', key: 'webhookUrlRefused' }],
      });
    }
  });

  it('keeps a saved rule from being pointed at a private address', async () => {
    const created = await call(
      t,
      'POST',
      '/events/rules',
      'administrator',
      rule(PUBLIC_TARGETS[0] as string),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    for (const url of PRIVATE_PROBES) {
      const refused = await call(t, 'PUT', `/events/rules/${id}`, 'administrator', rule(url));
      expect(refused.statusCode, `${url}: ${refused.body}`).toBe(400);
      expect(refused.json().error.details, url).toMatchObject([
        { path: 'action.url', key: 'webhookUrlRefused' },
      ]);
    }
  });

  it('accepts public-looking addresses', async () => {
    for (const url of PUBLIC_TARGETS) {
      const created = await call(t, 'POST', '/events/rules', 'administrator', rule(url));
      expect(created.statusCode, `${url}: ${created.body}`).toBe(201);
    }
  });
});
