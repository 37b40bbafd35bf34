/**
 * A unique-key violation of either engine: PostgreSQL's SQLSTATE 23505, better-sqlite3's
 * SQLITE_CONSTRAINT_UNIQUE (or its message, for errors rethrown without the code). Services turn it
 * into the refusal their domain names (a code taken, a run already started).
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
}
