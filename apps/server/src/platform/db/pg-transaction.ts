import type pg from 'pg';

/**
 * `work` in one transaction on one pooled connection of the raw PostgreSQL driver (the fast paths that
 * bypass the query builder). `prepare` runs on that connection before the transaction (session set-up
 * such as a temporary table). A rollback that fails leaves the connection in an unknown state: it is
 * released as broken, so the pool closes it instead of lending it again.
 */
export async function inPgTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  prepare?: (client: pg.PoolClient) => Promise<void>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await prepare?.(client);
    await client.query('begin');
    try {
      const value = await work(client);
      await client.query('commit');
      return value;
    } catch (err) {
      await client.query('rollback').catch((e: Error) => {
        broken = e;
      });
      throw err;
    }
  } finally {
    client.release(broken);
  }
}
