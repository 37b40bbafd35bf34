import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import {
  type BackofficeApp,
  CURRENCY_DOCUMENT,
  call,
  createBackofficeApp,
  setGrants,
  view,
} from './records.test-helpers';

/** `id` in a list query: the records a page refers to, in one request (the grid's reference labels). */
describe(`record list by id (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  beforeAll(async () => {
    t = await createBackofficeApp();
  }, 120_000);
  afterAll(() => t.close());

  it('lists the records of the given ids, within the row scope, and keeps a field named id a field', async () => {
    expect((await call(t, 'POST', '/documents', 'operator', CURRENCY_DOCUMENT)).statusCode).toBe(201);
    const ids: string[] = [];
    for (const code of ['VND', 'USD', 'EUR']) {
      const res = await call(t, 'POST', '/data/currency', 'operator', { data: { code } });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    const list = (user: string, query: unknown) =>
      call(t, 'GET', `/data/currency?fields=code&query=${encodeURIComponent(JSON.stringify(query))}`, user);
    const asked = await list('operator', { id: { in: [ids[0], ids[2], 'no-such-id'] } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().total).toBe(2);
    expect(
      asked
        .json()
        .data.map((r: { data: { code: string } }) => r.data.code)
        .sort(),
    ).toEqual(['EUR', 'VND']);
    expect((await list('operator', { id: ids[1] })).json().data[0].data).toEqual({ code: 'USD' });
    expect((await list('operator', { id: { notIn: [ids[1]] } })).json().total).toBe(2);
    // view without view all: the operator's records stay out of a member's answer, asked by id or not
    await setGrants(t, 'basic', 'currency', [view]);
    const scoped = await list('basic', { id: { in: ids } });
    expect(scoped.statusCode, scoped.body).toBe(200);
    expect(scoped.json().total).toBe(0);
    // interval has a searchable field "id": the query means that field
    await setGrants(t, 'administrator', 'interval', [view]);
    const interval = await call(
      t,
      'GET',
      `/data/interval?query=${encodeURIComponent(JSON.stringify({ id: { in: ['H1', 'Day'] } }))}`,
      'administrator',
    );
    expect(interval.json().data.map((r: { id: string }) => r.id)).toEqual(['H1', 'Day']);
    expect((await list('operator', { id: { isGreaterThan: 'x' }, nope: 1 })).statusCode).toBe(400);
  });
});
