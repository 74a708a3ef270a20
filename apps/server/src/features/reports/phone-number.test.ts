import { adminApi, REPORT_MESSAGES } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { postIdOf, withReportWorld } from '../../test-support/report-world.ts';
import { fileReport, reportForm } from '../../test-support/reports.ts';

// Issue 31: a phone number typed as digits alone (01012345678) is accepted and kept as the spec writes it
// (010-1234-5678); anything else still gets the spec's message.

describe('the phone number of a real-name report', () => {
  const s = withReportWorld();

  const phoneKept = async (typed: string) => {
    const filed = await fileReport(s.t.app, reportForm(s.w.companies.foods, { phoneNumber: typed }));
    expect(filed.statusCode, filed.body).toBe(200);
    const id = await postIdOf(s.t.database.db, filed.json().receiptNumber);
    const detail = await call(s.t.app, adminApi.post, { params: { id }, headers: s.w.foodsTeam.headers });
    return detail.json().user.phoneNumber as string;
  };

  it('keeps digits typed alone, or with spaces, grouped with hyphens', async () => {
    expect(await phoneKept('01012345678')).toBe('010-1234-5678');
    expect(await phoneKept('02 1234 5678')).toBe('02-1234-5678');
    expect(await phoneKept('0311234567')).toBe('031-123-4567');
    expect(await phoneKept('010-9876-5432')).toBe('010-9876-5432');
  });

  it("refuses anything else with the spec's message, a 400", async () => {
    for (const typed of ['1234', '010-1234', '010123456789', '010-1234-567a']) {
      const res = await fileReport(s.t.app, reportForm(s.w.companies.foods, { phoneNumber: typed }));
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().message, typed).toBe(REPORT_MESSAGES.phoneFormat);
    }
  });
});
