// A statement text that comes again runs as a prepared statement on PGlite: it must answer exactly as
// the first, unprepared run did (rows, types, counts, errors), and survive a change of its table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openPGlite, runStatement } from './pglite-open.ts';

let pglite: PGlite;

beforeAll(async () => {
  pglite = await openPGlite({});
  await runStatement(
    pglite,
    `create table t (id int primary key, day date, at timestamptz, n bigint, v float8, tags text[], doc json)`,
    [],
  );
});

afterAll(async () => {
  await pglite.close();
});

/** The same statement three times: unprepared, then prepared (and run prepared). */
async function thrice(sql: string, parameters: unknown[]) {
  return [
    await runStatement(pglite, sql, parameters),
    await runStatement(pglite, sql, parameters),
    await runStatement(pglite, sql, parameters),
  ];
}

describe('statements run again on PGlite', () => {
  it('answer as the first run: rows and their types, affected rows', async () => {
    const insert = `insert into t select $1::int + g, $2::date, $3::timestamptz, $4::bigint, $5::float8, $6::text[], $7::json
      from generate_series(0, 1) g`;
    const inserted = [];
    for (const start of [1, 11, 21]) {
      inserted.push(
        await runStatement(pglite, insert, [
          start,
          '2026-03-29',
          new Date('2026-03-29T01:30:00Z'),
          2 ** 40,
          0.1,
          ['a', 'b,c', null],
          JSON.stringify({ k: [1, 'x'] }),
        ]),
      );
    }
    expect(inserted.map((r) => r.affectedRows)).toEqual([2, 2, 2]);
    const [first, second, third] = await thrice(`select * from t where id = any($1::int[]) order by id`, [[1, 12, 22]]);
    expect(first!.rows).toEqual([
      {
        id: 1,
        day: '2026-03-29',
        at: new Date('2026-03-29T01:30:00Z'),
        n: 2 ** 40,
        v: 0.1,
        tags: ['a', 'b,c', null],
        doc: { k: [1, 'x'] },
      },
      expect.objectContaining({ id: 12 }),
      expect.objectContaining({ id: 22 }),
    ]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const updated = await thrice(`update t set v = v + $1 where id < $2`, [1, 20]);
    expect(updated.map((r) => r.affectedRows)).toEqual([4, 4, 4]);
  });

  it('refuse a bad value as the first run did, and run again afterwards', async () => {
    const sql = `select id from t where id = $1::int`;
    await runStatement(pglite, sql, [1]);
    await runStatement(pglite, sql, [1]);
    await expect(runStatement(pglite, sql, ['one'])).rejects.toMatchObject({ code: '22P02' });
    expect((await runStatement(pglite, sql, [2])).rows).toEqual([{ id: 2 }]);
  });

  it('are prepared again when their table changes the rows they return', async () => {
    const sql = `select * from t where id = $1`;
    await thrice(sql, [1]);
    await runStatement(pglite, `alter table t add column note text default 'added'`, []);
    const rows = (await runStatement(pglite, sql, [1])).rows as Array<Record<string, unknown>>;
    expect(rows[0]).toMatchObject({ id: 1, note: 'added' });
    expect((await runStatement(pglite, sql, [2])).rows).toEqual([expect.objectContaining({ id: 2, note: 'added' })]);
  });
});
