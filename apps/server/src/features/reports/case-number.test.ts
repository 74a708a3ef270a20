import { type AuditPage, adminApi, oversightApi, reporterApi, sysadminApi } from '@audit/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideExclusions } from '../../data/report-exclusions.repository.ts';
import { call } from '../../test-support/api.ts';
import {
  type Admin,
  type AuditTeam,
  bearer,
  type Company,
  makeAdmin,
  makeAuditTeam,
  makeCompany,
  signInAdmin,
} from '../../test-support/factories.ts';
import { caseNumberOf, postIdOf } from '../../test-support/report-world.ts';
import { reportAndSignIn } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

// The case number (사건번호, issue 31): drawn when a report is filed, shown wherever people name a report (the
// list, the detail, the reporter's own view, the Excel export, the audit trail, the oversight; the mails:
// notifications.test.ts), found by the list's search, and telling nothing of the number or order of reports.

const FORMAT = /^\d{4}-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}$/;

describe('the case number', () => {
  let t: TestApp;
  let company: Company;
  let team: AuditTeam;
  let sysHeaders: { authorization: string };
  let excluded: Admin;
  /** Filed in this order, ten seconds apart: ids, receipt numbers, reporter tokens. */
  const reports: { id: number; receipt: string; token: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db, '사건전자');
    team = await makeAuditTeam(t.app, t.database.db, [company]);
    excluded = await makeAdmin(t.database.db, team.group);
    sysHeaders = await signInAdmin(t.app, (await makeAdmin(t.database.db, 'sysadmin')).loginId);
    for (let i = 0; i < 30; i++) {
      t.clock.advance(10_000);
      const { receiptNumber, token } = await reportAndSignIn(t.app, company, { title: `사건 제보 ${i}` });
      reports.push({ id: await postIdOf(t.database.db, receiptNumber), receipt: receiptNumber, token });
    }
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string | number> = {}, headers = team.headers) =>
    (await call(t.app, adminApi.posts, { query, headers })).json();

  it('is the year of submission and four characters without look-alikes, unique, in no order of filing', async () => {
    const numbers = await Promise.all(reports.map((r) => caseNumberOf(t.database.db, r.id)));
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(
      t.deps.now(),
    );
    for (const n of numbers) {
      expect(n).toMatch(FORMAT);
      expect(n.slice(0, 4)).toBe(year);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
    // Filed ten seconds apart, in order: the random parts neither rise nor fall with it (29 steps of random draws rise
    // about half the time; a counter or a clock would rise every time), nor follow the ids' order.
    const parts = numbers.map((n) => n.slice(5));
    const rises = parts.filter((p, i) => i > 0 && p > (parts[i - 1] as string)).length;
    expect(rises).toBeGreaterThan(6);
    expect(rises).toBeLessThan(23);
    const byId = [...reports.keys()].sort((a, b) => (reports[a]?.id ?? 0) - (reports[b]?.id ?? 0));
    const byIdParts = byId.map((i) => parts[i] as string);
    expect(byIdParts).not.toEqual([...byIdParts].sort());
    expect(byIdParts).not.toEqual([...byIdParts].sort().reverse());
  });

  it('is shown in the list row beside the running number, in the detail and in the reporter’s own view', async () => {
    const [first] = reports;
    const caseNumber = await caseNumberOf(t.database.db, first!.id);
    const rows = (await list({ page: 2 })).board.content as { id: number; caseNumber: string }[];
    expect(rows.find((r) => r.id === first!.id)?.caseNumber).toBe(caseNumber);
    const detail = await call(t.app, adminApi.post, { params: { id: first!.id }, headers: team.headers });
    expect(detail.json().caseNumber).toBe(caseNumber);
    const mine = await call(t.app, reporterApi.myPost, { headers: bearer(first!.token) });
    expect(mine.json()).toMatchObject({ caseNumber, receiptNumber: first!.receipt });
  });

  it('finds a report by its case number, whatever the case, spaces or hyphen, and only whole', async () => {
    const target = reports[17]!;
    const caseNumber = await caseNumberOf(t.database.db, target.id);
    const [year, code] = caseNumber.split('-') as [string, string];
    for (const keyword of [
      caseNumber,
      caseNumber.toLowerCase(),
      `${year}${code}`,
      ` ${year} - ${code.toLowerCase()}`,
    ]) {
      const found = await list({ keyword });
      expect(
        found.board.content.map((r: { id: number }) => r.id),
        keyword,
      ).toEqual([target.id]);
      expect(found.statusCountMap.전체, keyword).toBe(1);
    }
    // With a company filter and a status filter too (other shapes of the list's statements).
    expect(
      (await list({ keyword: caseNumber, companyType: company.code, postStatus: 'WAITING' })).board
        .totalElements,
    ).toBe(1);
    expect((await list({ keyword: caseNumber, postStatus: 'COMPLETED' })).board.totalElements).toBe(0);
    expect((await list({ keyword: `${year}-${code.slice(0, 3)}` })).board.totalElements).toBe(0);
    // An admin excluded from the report finds nothing by it.
    await decideExclusions(t.database.db, target.id, [excluded.id], team.admin.id, t.deps.now());
    const other = await signInAdmin(t.app, excluded.loginId);
    expect((await list({ keyword: caseNumber }, other)).board.totalElements).toBe(0);
  });

  it('is a column of the Excel export, beside the running number', async () => {
    const res = await call(t.app, adminApi.exportPosts, { headers: team.headers });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('제보목록')!;
    expect([1, 2, 3].map((c) => sheet.getRow(1).getCell(c).value)).toEqual(['번호', '사건번호', '접수번호']);
    const newest = reports.at(-1)!;
    expect(sheet.getRow(2).getCell(2).value).toBe(await caseNumberOf(t.database.db, newest.id));
    expect(sheet.getRow(2).getCell(3).value).toBe(newest.receipt);
  });

  it('names the report in the audit trail (instead of its database id)', async () => {
    const target = reports[3]!;
    const caseNumber = await caseNumberOf(t.database.db, target.id);
    const changed = await call(t.app, adminApi.setStatus, {
      params: { id: target.id },
      query: { postStatus: 'RECEIVED' },
      headers: team.headers,
    });
    expect(changed.statusCode).toBe(200);
    const trail: AuditPage = (
      await call(t.app, sysadminApi.audit, { query: { page: 0 }, headers: sysHeaders })
    ).json();
    const row = trail.content.find((r) => r.action === 'UPDATE_STATUS' && r.entityId === String(target.id));
    expect(row).toBeDefined();
    expect(trail.names.reports[String(target.id)]).toBe(caseNumber);
  });

  it('is shown to the oversight, which sees no title', async () => {
    const page = (
      await call(t.app, oversightApi.overseenReports, { query: { page: 0 }, headers: sysHeaders })
    ).json();
    const newest = reports.at(-1)!;
    const row = page.content.find((r: { id: number }) => r.id === newest.id);
    expect(row.caseNumber).toBe(await caseNumberOf(t.database.db, newest.id));
  });
});
