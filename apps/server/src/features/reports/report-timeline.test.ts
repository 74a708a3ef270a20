import { adminApi, reporterApi, stepsAtSubmission } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { bearer } from '../../test-support/factories.ts';
import { postIdOf, withReportWorld } from '../../test-support/report-world.ts';
import { reportAndSignIn } from '../../test-support/reports.ts';
import { reportTimeline } from './report-timeline.ts';

const DAY = 86_400_000;

describe("the reporter's timeline", () => {
  const s = withReportWorld();

  it('dates each step from the recorded status changes, shows the last reply, and nothing of the admins', async () => {
    const { receiptNumber, token } = await reportAndSignIn(s.t.app, s.w.companies.foods);
    const postId = await postIdOf(s.t.database.db, receiptNumber);
    const headers = s.w.foodsTeam.headers;
    const mine = async () => (await call(s.t.app, reporterApi.myPost, { headers: bearer(token) })).json();
    const setStatus = (postStatus: string) =>
      call(s.t.app, adminApi.setStatus, { params: { id: postId }, query: { postStatus }, headers });

    const fresh = await mine();
    expect(fresh.timeline).toEqual({
      steps: [
        { step: 'WAITING', title: '접수 확인 중', state: 'current', reachedDate: fresh.createdDate },
        { step: 'RECEIVED', title: '접수 완료', state: 'upcoming', reachedDate: null },
        { step: 'IN_PROGRESS', title: '조사 중', state: 'upcoming', reachedDate: null },
        { step: 'COMPLETED', title: '처리 완료', state: 'upcoming', reachedDate: null },
      ],
      lastReplyDate: null,
    });
    // The receipt page shows the same steps as a report just filed has (without its date).
    expect(fresh.timeline.steps.map((x: object) => ({ ...x, reachedDate: null }))).toEqual(
      stepsAtSubmission(),
    );

    const receivedAt = s.t.deps.now();
    await setStatus('RECEIVED');
    const reply = await call(s.t.app, adminApi.comment, {
      params: { postId },
      headers,
      payload: { content: '접수하였습니다.' },
    });
    expect(reply.statusCode).toBe(200);
    const received = await mine();
    const [, step1, step2] = received.timeline.steps;
    expect(new Date(step1.reachedDate).getTime()).toBeGreaterThanOrEqual(receivedAt.getTime());
    expect(step2.reachedDate).toBeNull();
    expect(received.timeline.lastReplyDate).toBe(reply.json().createdDate);

    await setStatus('IN_PROGRESS');
    const changes = await s.t.database.db
      .selectFrom('post_status_changes')
      .select(['status_code'])
      .where('post_id', '=', postId)
      .orderBy('id')
      .execute();
    expect(changes.map((c) => c.status_code)).toEqual(['RECEIVED', 'IN_PROGRESS']);
    const progressing = await mine();
    expect(
      progressing.timeline.steps.map((x: { reachedDate: string | null }) => x.reachedDate !== null),
    ).toEqual([true, true, true, false]);
    expect(progressing.timeline.steps.map((x: { state: string }) => x.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ]);

    // The reporter's answer holds no due date, clock, admin identity or note.
    const text = JSON.stringify(progressing);
    for (const key of ['clocks', 'dueDate', 'overdue', 'acknowledged', 'adminUserId', 'notes'])
      expect(text).not.toContain(`"${key}`);
    expect(Object.keys(progressing)).not.toContain('user');
    expect(Object.keys(progressing.timeline)).toEqual(['steps', 'lastReplyDate']);
    expect(text).not.toContain(s.w.foodsTeam.admin.loginId);
    expect(text).not.toContain(s.w.foodsTeam.admin.name);
    // The admin's detail has the same timeline, beside the clocks.
    const detail = (await call(s.t.app, adminApi.post, { params: { id: postId }, headers })).json();
    expect(detail.timeline).toEqual(progressing.timeline);
    expect(detail.clocks.acknowledgement.metDate).not.toBeNull();
  });

  it('shows the steps a report jumped over as skipped, never as done', async () => {
    const { receiptNumber, token } = await reportAndSignIn(s.t.app, s.w.companies.foods);
    const postId = await postIdOf(s.t.database.db, receiptNumber);
    const set = await call(s.t.app, adminApi.setStatus, {
      params: { id: postId },
      query: { postStatus: 'COMPLETED' },
      headers: s.w.foodsTeam.headers,
    });
    expect(set.statusCode).toBe(200);
    const mine = (await call(s.t.app, reporterApi.myPost, { headers: bearer(token) })).json();
    expect(
      mine.timeline.steps.map((x: { step: string; state: string; reachedDate: string | null }) => [
        x.step,
        x.state,
        x.reachedDate !== null,
      ]),
    ).toEqual([
      ['WAITING', 'done', true],
      ['RECEIVED', 'skipped', false],
      ['IN_PROGRESS', 'skipped', false],
      ['COMPLETED', 'current', true],
    ]);
  });
});

describe('reportTimeline', () => {
  const at = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * DAY);
  const changes = (...c: [string, number][]) =>
    c.map(([status_code, day]) => ({ status_code, changed_at: at(day) })) as Parameters<
      typeof reportTimeline
    >[1];
  type Status = 'WAITING' | 'RECEIVED' | 'IN_PROGRESS' | 'COMPLETED';
  const steps = (status: Status, c: Parameters<typeof reportTimeline>[1]) =>
    reportTimeline({ created_at: at(0), status_code: status, replied_at: null }, c).steps.map(
      (x) => `${x.state} ${x.reachedDate?.slice(0, 10) ?? '-'}`,
    );

  it('marks each step done, current, skipped or upcoming, dated by its last entry', () => {
    expect(steps('WAITING', [])).toEqual(['current 2026-01-01', 'upcoming -', 'upcoming -', 'upcoming -']);
    expect(steps('IN_PROGRESS', changes(['RECEIVED', 1], ['IN_PROGRESS', 2]))).toEqual([
      'done 2026-01-01',
      'done 2026-01-02',
      'current 2026-01-03',
      'upcoming -',
    ]);
  });

  it('never shows a step passed over as done', () => {
    expect(steps('COMPLETED', changes(['COMPLETED', 3]))).toEqual([
      'done 2026-01-01',
      'skipped -',
      'skipped -',
      'current 2026-01-04',
    ]);
    expect(steps('COMPLETED', changes(['RECEIVED', 1], ['COMPLETED', 3]))).toEqual([
      'done 2026-01-01',
      'done 2026-01-02',
      'skipped -',
      'current 2026-01-04',
    ]);
    expect(steps('IN_PROGRESS', changes(['IN_PROGRESS', 2]))).toEqual([
      'done 2026-01-01',
      'skipped -',
      'current 2026-01-03',
      'upcoming -',
    ]);
  });

  it('takes the last entry into a step, and a step left behind again as not reached', () => {
    expect(steps('RECEIVED', changes(['RECEIVED', 1], ['IN_PROGRESS', 2], ['RECEIVED', 5]))).toEqual([
      'done 2026-01-01',
      'current 2026-01-06',
      'upcoming -',
      'upcoming -',
    ]);
    expect(steps('WAITING', changes(['RECEIVED', 1], ['WAITING', 2]))).toEqual([
      'current 2026-01-03',
      'upcoming -',
      'upcoming -',
      'upcoming -',
    ]);
    // Set back to WAITING, then straight to COMPLETED: the steps passed before the set-back were not passed again.
    expect(
      steps('COMPLETED', changes(['RECEIVED', 1], ['IN_PROGRESS', 2], ['WAITING', 4], ['COMPLETED', 6])),
    ).toEqual(['done 2026-01-05', 'skipped -', 'skipped -', 'current 2026-01-07']);
  });
});
