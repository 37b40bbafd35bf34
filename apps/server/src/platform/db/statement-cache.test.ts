import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachingStatements } from './statement-cache';

describe('SQLite statement cache', () => {
  const open = (size?: number) => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (a integer)');
    sqlite.exec('insert into t values (1), (2), (3)');
    return { sqlite, db: cachingStatements(sqlite, size) };
  };

  it('hands out the kept statement for the same text, least recently used out past its size', () => {
    const { db, sqlite } = open(2);
    const a = db.prepare('select a from t where a = ?');
    expect(db.prepare('select a from t where a = ?')).toBe(a);
    const b = db.prepare('select a from t where a > ?');
    db.prepare('select a from t where a = ?'); // a is now the most recent
    db.prepare('select count(*) as n from t'); // drops b
    expect(db.prepare('select a from t where a = ?')).toBe(a);
    expect(db.prepare('select a from t where a > ?')).not.toBe(b);
    db.close();
    expect(sqlite.open).toBe(false);
  });

  it('gives a fresh statement while the kept one is still being iterated', () => {
    const { db } = open();
    const sql = 'select a from t order by a';
    const first = db.prepare(sql) as unknown as SQLite.Statement;
    const rows = first.iterate();
    expect(rows.next().value).toEqual({ a: 1 });
    const second = db.prepare(sql) as unknown as SQLite.Statement;
    expect(second).not.toBe(first);
    expect(second.all()).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect([...rows]).toEqual([{ a: 2 }, { a: 3 }]);
    expect(db.prepare(sql)).toBe(first);
  });

  it('reads the new columns after a schema change', () => {
    const { db, sqlite } = open();
    const all = db.prepare('select * from t where a = 1') as unknown as SQLite.Statement;
    expect(all.all()).toEqual([{ a: 1 }]);
    sqlite.exec('alter table t add column b text');
    expect((db.prepare('select * from t where a = 1') as unknown as SQLite.Statement).all()).toEqual([
      { a: 1, b: null },
    ]);
  });
});
