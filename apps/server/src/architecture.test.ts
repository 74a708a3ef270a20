import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The layout rules of docs/architecture.md, checked on the source itself so that they cannot drift.

const SRC = path.dirname(fileURLToPath(import.meta.url));
const DATA = path.join(SRC, 'data');
const FEATURES = path.join(SRC, 'features');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file);
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** The source files (tests left out) that a file imports, by its relative import specifiers (types included). */
function importsOf(file: string): string[] {
  const source = read(file);
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms),
    ...source.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g),
  ].map((m) => m[1]!);
  return specifiers.flatMap((spec) => {
    const target = path.resolve(path.dirname(file), spec);
    return fs.existsSync(target) && fs.statSync(target).isFile() ? [target] : [];
  });
}

/** Where a file lives: its top folder under src/ (`features/<name>` for a feature), or `.` for a root file. */
function layerOf(file: string): string {
  const parts = rel(file).split(path.sep);
  if (parts.length === 1) return '.';
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0]!;
}

const graph = new Map(sourceFiles(SRC).map((f) => [f, importsOf(f)]));

/** Every import from a file of layer `from` to one of a layer matching `to`, as `file -> file`. */
function importsBetween(from: (layer: string) => boolean, to: (layer: string) => boolean): string[] {
  return [...graph].flatMap(([file, targets]) =>
    from(layerOf(file))
      ? targets
          .filter((t) => to(layerOf(t)) && layerOf(t) !== layerOf(file))
          .map((t) => `${rel(file)} -> ${rel(t)}`)
      : [],
  );
}

/** The cycles of a directed graph found by a depth-first search, each as the path that closes it. */
function cyclesOf<T>(
  nodes: Iterable<T>,
  next: (node: T) => readonly T[],
  name: (node: T) => string,
): string[] {
  const state = new Map<T, 'open' | 'done'>();
  const stack: T[] = [];
  const found: string[] = [];
  const visit = (node: T) => {
    state.set(node, 'open');
    stack.push(node);
    for (const n of next(node)) {
      if (state.get(n) === 'open') found.push([...stack.slice(stack.indexOf(n)), n].map(name).join(' -> '));
      else if (!state.has(n)) visit(n);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of nodes) if (!state.has(node)) visit(node);
  return found;
}

/** The table names of the Database interface (db/types.ts). */
function tableNames(): string[] {
  const types = read(path.join(SRC, 'db/types.ts'));
  const body = /export interface Database \{([^}]*)\}/.exec(types)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!);
}

/** Whether a file names a table as Kysely does: 'table' or 'table as alias'. */
const names = (source: string, table: string) => new RegExp(`'${table}(?: as \\w+)?'`).test(source);

describe('layers (docs/architecture.md)', () => {
  const isFeature = (layer: string) => layer.startsWith('features/');

  it('reads the imports it checks', () => {
    const route = path.join(SRC, 'http', 'route.ts');
    expect(graph.get(route)).toContain(path.join(SRC, 'http', 'auth.ts'));
    expect(layerOf(path.join(FEATURES, 'reports', 'routes.ts'))).toBe('features/reports');
    expect(cyclesOf(['a', 'b', 'c'], (n) => ({ a: ['b'], b: ['c'], c: ['a'] })[n] ?? [], String)).toEqual([
      'a -> b -> c -> a',
    ]);
  });

  it("keeps every repository in the data layer: no feature holds one (nor imports another feature's one)", () => {
    const inFeatures = sourceFiles(FEATURES).filter((f) => f.endsWith('.repository.ts'));
    expect(inFeatures.map(rel)).toEqual([]);
  });

  it('builds the data layer and the policies on nothing above them: no feature, route or plugin', () => {
    const above = (layer: string) =>
      isFeature(layer) || ['http', 'plugins', 'control', 'cli', '.'].includes(layer);
    const lower = (l: string) => l === 'data' || l === 'policies';
    // app-deps.ts is the one root file below them: what the application is built on (types only).
    const notAppDeps = (i: string) => !i.endsWith('-> app-deps.ts');
    expect(importsBetween(lower, above).filter(notAppDeps)).toEqual([]);
    // Policies are pure rules: they read no table.
    expect(
      importsBetween(
        (l) => l === 'policies',
        (l) => l === 'data' || l === 'db',
      ),
    ).toEqual([]);
  });

  it('keeps http/ and the plugins below the features: neither imports one', () => {
    expect(importsBetween((l) => l === 'http' || l === 'plugins', isFeature)).toEqual([]);
    // Nor does what they are given (the application's dependencies).
    expect(importsBetween((l) => l === '.', isFeature).filter((i) => i.startsWith('app-deps.ts'))).toEqual(
      [],
    );
  });

  it('asks the policies for every per-object refusal: no service writes an inline 403', () => {
    // What is left is not about an object: who signs in (admin-auth) and whether a form came from our own page.
    const inline = sourceFiles(FEATURES)
      .filter((f) => read(f).includes("AppError('FORBIDDEN'"))
      .map(rel)
      .filter((f) => !f.startsWith(path.join('features', 'admin-auth')));
    expect(inline).toEqual([path.join('features', 'site-pages', 'routes.ts')]);
  });

  it('has no import cycle between files', () => {
    expect(cyclesOf(graph.keys(), (f) => graph.get(f) ?? [], rel)).toEqual([]);
  });

  it('has no cycle between features: a feature that needs the behaviour of another calls it, never the other way too', () => {
    const features = new Map<string, Set<string>>();
    for (const edge of importsBetween(isFeature, isFeature)) {
      const [from, to] = edge.split(' -> ').map((f) => layerOf(path.join(SRC, f!)));
      if (!features.has(from!)) features.set(from!, new Set());
      features.get(from!)!.add(to!);
    }
    expect(cyclesOf(features.keys(), (f) => [...(features.get(f) ?? [])], String)).toEqual([]);
  });
});

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
