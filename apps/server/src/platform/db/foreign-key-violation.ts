/**
 * A foreign-key violation of either engine: PostgreSQL's SQLSTATE 23503, better-sqlite3's
 * SQLITE_CONSTRAINT_FOREIGNKEY (or its message, for errors rethrown without the code). Services turn
 * it into the refusal their domain names (a row still referred to, or one referring to a row gone).
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    e?.code === '23503' ||
    e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    (typeof e?.message === 'string' && e.message.includes('FOREIGN KEY constraint failed'))
  );
}
