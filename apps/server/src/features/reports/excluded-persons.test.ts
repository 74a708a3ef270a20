import { adminApi, oversightApi, REPORT_LIMITS, REPORT_MESSAGES, reporterApi } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { BIND } from '../../security/cipher-bindings.ts';
import { call } from '../../test-support/api.ts';
import { bearer, makeSysadmin } from '../../test-support/factories.ts';
import { postIdOf, withReportWorld } from '../../test-support/report-world.ts';
import { fileReport, reportAndSignIn, reportForm } from '../../test-support/reports.ts';

// The reporter's optional "이 제보를 보지 않아야 할 사람": encrypted for its report's row, shown first to the report's
// oversight only (issue 30: the report is held, no team sees it), then, once released, to the admins who can see
// the report; never sent back in the reporter's answers.

describe("the reporter's note of who must not see the report", () => {
  const s = withReportWorld();
  const NAMED = '구매팀 김 과장 (제보 대상자의 상사)';

  const detail = (id: number) =>
    call(s.t.app, adminApi.post, { params: { id }, headers: s.w.foodsTeam.headers });

  it('is stored encrypted for its report, shown to the oversight, then on the admin detail, never to the reporter', async () => {
    const sys = await makeSysadmin(s.t.app, s.t.database.db);
    for (const postType of ['PUBLIC', 'PRIVATE']) {
      const filed = await reportAndSignIn(s.t.app, s.w.companies.foods, {
        postType,
        excludedPersons: `  ${NAMED} `,
      });
      const id = await postIdOf(s.t.database.db, filed.receiptNumber);
      const row = await s.t.database.db
        .selectFrom('posts')
        .select('excluded_persons_enc')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const stored = row.excluded_persons_enc as Buffer;
      expect(stored.toString('utf8')).not.toContain('과장');
      expect(s.t.deps.cipher.decryptText(stored, BIND.excludedPersons(id))).toBe(NAMED);
      expect(() => s.t.deps.cipher.decryptText(stored, BIND.excludedPersons(id + 1))).toThrow();
      expect(() => s.t.deps.cipher.decryptText(stored, BIND.content(id))).toThrow();

      expect((await detail(id)).statusCode).toBe(404);
      const overseen = await call(s.t.app, oversightApi.overseenReport, {
        params: { postId: id },
        headers: sys,
      });
      expect(overseen.statusCode).toBe(200);
      expect(overseen.json()).toMatchObject({ held: true, excludedPersons: NAMED });
      const released = await call(s.t.app, oversightApi.releaseReport, {
        params: { postId: id },
        headers: sys,
      });
      expect(released.json()).toMatchObject({ held: false });

      const res = await detail(id);
      expect(res.statusCode).toBe(200);
      expect(res.json().excludedPersons).toBe(NAMED);
      const mine = await call(s.t.app, reporterApi.myPost, { headers: bearer(filed.token) });
      expect(mine.statusCode).toBe(200);
      expect(mine.body).not.toContain('과장 (제보');
      expect(mine.json()).not.toHaveProperty('excludedPersons');
    }
  });

  it('is optional (null when left empty) and bounded, with a Korean message', async () => {
    const empty = await fileReport(s.t.app, reportForm(s.w.companies.foods, { excludedPersons: '   ' }));
    expect(empty.statusCode).toBe(200);
    const id = await postIdOf(s.t.database.db, empty.json().receiptNumber);
    expect((await detail(id)).json().excludedPersons).toBeNull();
    const absent = await fileReport(s.t.app, reportForm(s.w.companies.foods, { excludedPersons: undefined }));
    expect(absent.statusCode).toBe(200);

    const long = await fileReport(
      s.t.app,
      reportForm(s.w.companies.foods, { excludedPersons: '가'.repeat(REPORT_LIMITS.excludedPersons + 1) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(REPORT_MESSAGES.tooLong(REPORT_LIMITS.excludedPersons));
  });
});
