import { afterAll, beforeAll } from 'vitest';
import { makeSysadmin } from './factories.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

type SysadminApp = { t: TestApp; sys: Record<string, string> };

/**
 * A describe block's app on a fresh database with a signed-in system admin (`sys`: its headers): made before the
 * block's tests, closed after them. Read `t` and `sys` inside tests only.
 */
export function withSysadmin(): Readonly<SysadminApp> {
  const made = {} as SysadminApp;
  beforeAll(async () => {
    made.t = await buildTestApp();
    made.sys = await makeSysadmin(made.t.app, made.t.database.db);
  });
  afterAll(() => made.t?.close());
  return made;
}
