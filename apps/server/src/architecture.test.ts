import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The layout rules of docs/architecture.md, checked on the source itself so that they cannot drift.

const SRC = path.dirname(fileURLToPath(import.meta.url));
const DATA = path.join(SRC, 'data');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file);
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** The table names of the Database interface (db/types.ts). */
function tableNames(): string[] {
  const types = read(path.join(SRC, 'db/types.ts'));
  const body = /export interface Database \{([^}]*)\}/.exec(types)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!);
}

/** Whether a file names a table as Kysely does: 'table' or 'table as alias'. */
const names = (source: string, table: string) => new RegExp(`'${table}(?: as \\w+)?'`).test(source);

describe('architecture', () => {
  const repositories = sourceFiles(DATA).filter((f) => f.endsWith('.repository.ts'));

  it('knows the tables', () => {
    expect(tableNames()).toContain('posts');
    expect(tableNames().length).toBeGreaterThan(15);
  });

  it('names each table in exactly one repository file, its owner', () => {
    const owners = Object.fromEntries(
      tableNames().map((table) => [table, repositories.filter((f) => names(read(f), table)).map(rel)]),
    );
    for (const [table, files] of Object.entries(owners)) expect(files, table).toHaveLength(1);
  });

  it('keeps SQL in the data layer and db/: no query is built in a route, service or plugin', () => {
    const querying = /\.(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom)\(|\bsql`/;
    const outsideDb = sourceFiles(SRC).filter((f) => !/^(db|data|test-support)\//.test(rel(f)));
    const offenders = outsideDb
      .filter((f) => !f.endsWith('.repository.ts') && querying.test(read(f)))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('declares the database type once', () => {
    const declaring = sourceFiles(SRC)
      .filter((f) => /type Db\s*=/.test(read(f)))
      .map(rel);
    expect(declaring).toEqual([path.join('db', 'types.ts')]);
  });

  it('raises errors one way: no status number is written next to an error', () => {
    const offenders = sourceFiles(SRC)
      .filter(
        (f) => /new AppError\([^)]*\b[45]\d\d\b/.test(read(f)) || /statusCode\s*=\s*[45]\d\d/.test(read(f)),
      )
      .map(rel);
    expect(offenders).toEqual([]);
  });
});
