import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { linksFromOutbox, RESET_LINK, signupVerified } from './auth.test-helpers';

/**
 * Forgot-password must not tell, by its timing, whether an address has an account. Timing tests are
 * flaky on a shared machine, so this checks the cause instead: the request for a registered address
 * runs exactly the same SQL statements and queues exactly the same jobs as for an unknown one.
 */
let t: TestApp;
const statements: string[] = [];

/** The first table a statement names (FROM, INTO or UPDATE), found by walking the operation tree. */
function firstTable(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const node = value as { kind?: string; table?: { identifier?: { name?: string } } };
  if (node.kind === 'TableNode') return node.table?.identifier?.name;
  for (const child of Object.values(value)) {
    const found = firstTable(child);
    if (found) return found;
  }
  return undefined;
}

/** "kind table" of each statement, e.g. "InsertQueryNode user_tokens". */
const describeNode = (node: RootOperationNode) => `${node.kind} ${firstTable(node) ?? '?'}`;

const recorder: KyselyPlugin = {
  transformQuery: ({ node }) => {
    statements.push(describeNode(node));
    return node;
  },
  transformResult: async ({ result }) => result,
};

beforeAll(async () => {
  t = await createTestApp();
  await signupVerified(t, 'has-account@example.com');
  // Services read deps.db at call time: a recording view of the same database sees every statement.
  (t.deps as { db: unknown }).db = t.deps.db.withPlugin(recorder);
});
afterAll(() => t.close());

let ip = 0;
async function forgotShape(username: string) {
  await t.deps.jobs.drain();
  statements.length = 0;
  const enqueue = vi.spyOn(t.deps.jobs, 'enqueue');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/core/auth/password/forgot',
    remoteAddress: `10.8.0.${++ip}`,
    payload: { username },
  });
  const jobs = enqueue.mock.calls.map(([job, payload]) => [job.name, Object.keys(payload as object)]);
  enqueue.mockRestore();
  return { status: res.statusCode, body: res.body, statements: [...statements], jobs };
}

describe('forgot-password request', () => {
  it('does the same SQL and queues the same job for a registered and an unknown address', async () => {
    const known = await forgotShape('has-account@example.com');
    const unknown = await forgotShape('no-account@example.com');
    expect(known.status).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(unknown.statements).toEqual(known.statements);
    expect(unknown.jobs).toEqual(known.jobs);
    expect(known.jobs).toEqual([['auth.reset-requested', ['username']]]);
    // In particular the code is not written on the request path for the registered address.
    expect(known.statements.filter((s) => /user_tokens|users/.test(s))).toEqual([]);
  });

  it('still mails the link to a registered address, and nothing to an unknown one', async () => {
    const before = (await linksFromOutbox(t, RESET_LINK)).length;
    await forgotShape('has-account@example.com');
    await forgotShape('no-account@example.com');
    expect((await linksFromOutbox(t, RESET_LINK)).length).toBe(before + 1);
  });
});
