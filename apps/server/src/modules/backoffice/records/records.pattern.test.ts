import { RESOURCE } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectUnderTest } from '../../../../test/harness';
import {
  type BackofficeApp,
  call,
  create,
  createBackofficeApp,
  edit,
  remove,
  setGrants,
  view,
  viewAll,
} from './records.test-helpers';

/**
 * An operator's pattern runs on what members write: one that backtracks exponentially, `(a+)+b`,
 * must not hold the server. The write is answered and /health answers beside it.
 */
const label = { en: 'Code', vi: 'Mã' };
const document = (code: string, pattern: string) => ({
  code,
  name: { en: 'Probe', vi: 'Thử' },
  collection: 'business',
  fields: [{ code: 'code', label, type: 'string', validation: { pattern } }],
});

describe(`a field pattern on record writes (${dialectUnderTest})`, () => {
  let t: BackofficeApp;
  beforeAll(async () => {
    t = await createBackofficeApp();
    await setGrants(t, 'administrator', RESOURCE.document, [view, viewAll, create, edit, remove]);
    const saved = await call(t, 'POST', '/documents', 'administrator', document('probe', '(a+)+b'));
    expect(saved.statusCode, saved.body).toBe(201);
    const matching = await call(t, 'POST', '/data/probe', 'administrator', {
      data: { code: `${'a'.repeat(28)}b` },
    });
    expect(matching.statusCode, matching.body).toBe(201);
    const refused = await call(t, 'POST', '/data/probe', 'administrator', { data: { code: 'c' } });
    expect(refused.statusCode, refused.body).toBe(400);
  }, 120_000);
  afterAll(() => t.close());

  it('answers a value that would backtrack for longer than the machine lasts, and /health meanwhile', async () => {
    // a backtracking engine would try 2^999 ways before refusing the second value and hold the one
    // thread: the write would never be answered. Speed is measured by `npm run bench -- field-pattern`.
    for (const [value, key] of [
      [`${'a'.repeat(28)}!`, 'patternMismatch'],
      [`${'a'.repeat(999)}!`, 'patternMismatch'],
      [`${'a'.repeat(9_999)}!`, 'fieldTooLong'],
    ]) {
      const [res, health] = await Promise.all([
        call(t, 'POST', '/data/probe', 'administrator', { data: { code: value } }),
        t.app.inject({ method: 'GET', url: '/api/core/health' }),
      ]);
      expect(health.statusCode, `/health beside ${value.length} characters`).toBe(200);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toEqual([expect.objectContaining({ path: 'data.code', key })]);
    }
  });

  it('refuses, when the definition is saved, a pattern the linear-time engine cannot run', async () => {
    for (const [pattern, key] of [
      ['(a)\\1', 'patternUnsupported'],
      ['(?=a)a', 'patternUnsupported'],
      ['(?<!a)b', 'patternUnsupported'],
      ['.{1,330}.{1,330}.{1,330}', 'patternTooComplex'],
      ['(', 'invalidValue'],
    ]) {
      const res = await call(t, 'POST', '/documents', 'administrator', document('refused', pattern));
      expect(res.statusCode, `${pattern}: ${res.body}`).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION',
        details: [{ path: 'fields.0.validation.pattern', key }],
      });
    }
  });
});
