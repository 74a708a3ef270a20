import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Company, makeCompany } from '../../test-support/factories.ts';
import { caseNumberOf, postIdOf } from '../../test-support/report-world.ts';
import { fileReport, pdfBytes, reportForm, reportRowCounts } from '../../test-support/reports.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { FILING_TRIES } from './submit-report.ts';

// The receipt numbers (and case numbers) the submission draws, taken from `draws` first: a taken number must be drawn again, on the path
// without a transaction and on the one with a file, and as many taken numbers in a row as filing tries (FILING_TRIES)
// leave nothing behind.
// The server's test files share a worker's modules (isolate: false in vitest.config.ts): they are loaded anew for
// this file, so that the submission imports the mock, and again after it, so that the next files do not.
const draws = vi.hoisted(() => {
  vi.resetModules();
  return { queue: [] as string[], cases: [] as string[], caseLengths: [] as number[] };
});
vi.mock('../../security/receipt-number.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../security/receipt-number.ts')>();
  return { ...real, newReceiptNumber: () => draws.queue.shift() ?? real.newReceiptNumber() };
});
// The case numbers likewise, from `draws.cases` first, with the length each draw was asked for.
vi.mock('../../security/case-number.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../security/case-number.ts')>();
  return {
    ...real,
    newCaseNumber: (at: Date, length?: number) => {
      draws.caseLengths.push(length ?? real.CASE_NUMBER_LENGTH);
      return draws.cases.shift() ?? real.newCaseNumber(at, length);
    },
  };
});
afterAll(() => {
  vi.doUnmock('./receipt-number.ts');
  vi.doUnmock('./case-number.ts');
  vi.resetModules();
});

describe('a receipt number already taken', () => {
  let t: TestApp;
  let company: Company;
  let taken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await makeCompany(t.database.db);
    taken = (await fileReport(t.app, reportForm(company))).json().receiptNumber;
  });
  afterAll(() => t.close());

  const counts = async () => Object.values(await reportRowCounts(t.database.db));

  it('is drawn again, for a real-name report, an anonymous one and one with a file', async () => {
    const forms = [
      reportForm(company),
      reportForm(company, { postType: 'PRIVATE' }),
      reportForm(company, { postType: 'PRIVATE' }, [{ name: 'a.pdf', data: pdfBytes(100) }]),
    ];
    const added = [
      [1, 1, 1, 0],
      [1, 1, 0, 0],
      [1, 1, 0, 1],
    ];
    for (const [i, form] of forms.entries()) {
      const before = await counts();
      draws.queue = [taken, taken];
      const res = await fileReport(t.app, form);
      expect(res.statusCode).toBe(200);
      expect(draws.queue).toEqual([]);
      expect(res.json().receiptNumber).not.toBe(taken);
      expect((await counts()).map((n, k) => n - (before[k] as number))).toEqual(added[i]);
    }
  });

  it('a taken case number is drawn again, and longer after three taken in a row', async () => {
    const first = await fileReport(t.app, reportForm(company));
    const taken = await caseNumberOf(
      t.database.db,
      await postIdOf(t.database.db, first.json().receiptNumber),
    );
    const before = await counts();
    draws.cases = [taken, taken, taken];
    draws.caseLengths = [];
    const res = await fileReport(t.app, reportForm(company, { postType: 'PRIVATE' }));
    expect(res.statusCode).toBe(200);
    expect(draws.caseLengths).toEqual([4, 4, 4, 5]);
    const given = await caseNumberOf(t.database.db, await postIdOf(t.database.db, res.json().receiptNumber));
    expect(given).toMatch(/^\d{4}-[2-9A-Z]{5}$/);
    expect((await counts()).map((n, k) => n - (before[k] as number))).toEqual([1, 1, 0, 0]);
  });

  it('as many times in a row as filing tries fails the submission with nothing written', async () => {
    for (const form of [
      reportForm(company),
      reportForm(company, { postType: 'PRIVATE' }, [{ name: 'a.pdf', data: pdfBytes(100) }]),
    ]) {
      const before = await counts();
      draws.queue = Array.from({ length: FILING_TRIES }, () => taken);
      const res = await fileReport(t.app, form);
      expect(res.statusCode).toBe(500);
      expect(draws.queue).toEqual([]);
      expect(await counts()).toEqual(before);
    }
  });
});
