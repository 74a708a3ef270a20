import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// Issue 31: a case number for people (사건번호, e.g. 2026-A7K3) on every report: the year of submission in Korea and
// characters drawn at random from digits and capitals without look-alikes, unique (a unique index; a taken one is
// drawn again). The reports filed so far are given one here, drawn in this migration: the database's random() is
// not a source to draw from (it is predictable), and a migration imports no application code, so the drawing is
// written out below as it stands today. Frozen in time.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const BATCH = 1000;

/** A number not yet in `taken` for the year: four characters, five or six only once the year grows crowded. */
function draw(year: number, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const length = 4 + Math.floor(attempt / 3);
    const chars = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const number = `${year}-${chars}`;
    if (!taken.has(number)) {
      taken.add(number);
      return number;
    }
  }
}

export async function upCaseNumbers(db: AnyDb): Promise<void> {
  await sql`alter table posts add column case_number text`.execute(db);
  const taken = new Set<string>();
  // By id, a batch at a time: each batch is one update of its rows from a list of (id, number) values.
  for (let after = -1; ; ) {
    const { rows } = await sql<{ id: number | string; year: number | string }>`
      select id, extract(year from created_at at time zone 'Asia/Seoul')::int as year
      from posts where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    const values = rows.map((r) => sql`(${Number(r.id)}::bigint, ${draw(Number(r.year), taken)})`);
    await sql`update posts set case_number = v.n from (values ${sql.join(values)}) as v(id, n)
      where posts.id = v.id`.execute(db);
    after = Number(rows.at(-1)?.id);
  }
  await sql`alter table posts alter column case_number set not null`.execute(db);
  await sql`create unique index posts_case_number_idx on posts (case_number)`.execute(db);
}

export async function downCaseNumbers(db: AnyDb): Promise<void> {
  await sql`drop index posts_case_number_idx`.execute(db);
  await sql`alter table posts drop column case_number`.execute(db);
}
