import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/types.ts';
import { receiptHash } from '../security/access-grant.ts';
import { type AuditTeam, type Company, makeAuditTeam, makeCompany } from './factories.ts';
import { fileReport, pdfBytes, reportForm } from './reports.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { testCipherOf } from './test-keys.ts';

/**
 * Three audit teams over four companies, and two reports: the setting of the admin report tests.
 * - `headOffice` sees every company (and holds the login log menu);
 * - `electronicsTeam` sees only `electronics`, `foodsTeam` only `foods`;
 * - `foodsReport`: real-name, with the attachment 영수증.pdf (pdfBytes(500)), title 푸드 제보;
 * - `electronicsReport`: anonymous, titled like a spreadsheet formula.
 */
export type ReportWorld = {
  companies: { foods: Company; electronics: Company; logistics: Company; trading: Company };
  headOffice: AuditTeam;
  electronicsTeam: AuditTeam;
  foodsTeam: AuditTeam;
  foodsReport: { id: number; receipt: string };
  electronicsReport: { id: number; receipt: string };
};

export const FORMULA_TITLE = '=HYPERLINK("http://x","click")';

/** The id of the report with a receipt number. */
export async function postIdOf(db: Db, receipt: string): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select('id')
    .where('receipt_hash', '=', receiptHash(testCipherOf(db), receipt))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The case number (사건번호) of a report, as people name it. */
export async function caseNumberOf(db: Db, postId: number): Promise<string> {
  const row = await db
    .selectFrom('posts')
    .select('case_number')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  return row.case_number;
}

export async function makeReportWorld(t: TestApp): Promise<ReportWorld> {
  const db = t.database.db;
  const companies = {
    foods: await makeCompany(db, '테스트푸드'),
    electronics: await makeCompany(db, '테스트전자'),
    logistics: await makeCompany(db, '테스트로지스'),
    trading: await makeCompany(db, '테스트상사'),
  };
  const headOffice = await makeAuditTeam(t.app, db, Object.values(companies), [
    '/adminreport',
    '/admininquiry',
  ]);
  const electronicsTeam = await makeAuditTeam(t.app, db, [companies.electronics]);
  const foodsTeam = await makeAuditTeam(t.app, db, [companies.foods]);
  const filed = async (form: FormData) => {
    const receipt = (await fileReport(t.app, form)).json().receiptNumber as string;
    return { receipt, id: await postIdOf(db, receipt) };
  };
  const foodsReport = await filed(
    reportForm(companies.foods, { title: '푸드 제보' }, [{ name: '영수증.pdf', data: pdfBytes(500) }]),
  );
  const electronicsReport = await filed(
    reportForm(companies.electronics, { title: FORMULA_TITLE, postType: 'PRIVATE' }),
  );
  return { companies, headOffice, electronicsTeam, foodsTeam, foodsReport, electronicsReport };
}

/**
 * A describe block's app on a fresh database with the report world in it: made before the block's tests,
 * closed after them. Read `t` and `w` inside tests only.
 */
export function withReportWorld(): { readonly t: TestApp; readonly w: ReportWorld } {
  let app: TestApp | undefined;
  let world: ReportWorld | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    world = await makeReportWorld(app);
  });
  afterAll(() => app?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the report world is made in beforeAll: read it inside a test');
    return value;
  };
  return {
    get t() {
      return ready(app);
    },
    get w() {
      return ready(world);
    },
  };
}
