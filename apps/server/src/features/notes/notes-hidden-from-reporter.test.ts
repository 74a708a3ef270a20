import { adminApi, noteApi, reporterApi } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/api.ts';
import { bearer } from '../../test-support/factories.ts';
import { postIdOf, withReportWorld } from '../../test-support/report-world.ts';
import {
  commentForm,
  pdfBytes,
  reportAndSignIn,
  reportForm,
  VALID_PASSWORD,
} from '../../test-support/reports.ts';

type Request = { params?: Record<string, number>; payload?: object | FormData; remoteAddress?: string };

describe('internal notes and the reporter', () => {
  const s = withReportWorld();

  it('are in no answer of any reporter endpoint for a report that has them', async () => {
    const { receiptNumber, token } = await reportAndSignIn(s.t.app, s.w.companies.foods, {}, [
      { name: '자료.pdf', data: pdfBytes(300) },
    ]);
    const postId = await postIdOf(s.t.database.db, receiptNumber);
    const secrets = ['제보자 비공개 메모 하나', '감사실만 보는 두 번째 메모'];
    for (const content of secrets) {
      const res = await call(s.t.app, noteApi.addNote, {
        params: { postId },
        headers: s.w.foodsTeam.headers,
        payload: { content },
      });
      expect(res.statusCode).toBe(200);
    }
    // An edited note too: the text before and after.
    const [first] = (
      await call(s.t.app, noteApi.notes, { params: { postId }, headers: s.w.foodsTeam.headers })
    ).json();
    secrets.push('수정된 비공개 메모');
    await call(s.t.app, noteApi.editNote, {
      params: { noteId: first.id },
      headers: s.w.foodsTeam.headers,
      payload: { content: secrets.at(-1) },
    });
    const reply = await call(s.t.app, adminApi.comment, {
      params: { postId },
      headers: s.w.foodsTeam.headers,
      payload: commentForm('감사실 답변입니다.', [{ name: '양식.txt', data: Buffer.from('작성 양식') }]),
    });
    const fileId = reply.json().files[0].id as number;

    // Every reporter endpoint, called as the reporter of this report would call it (the table must name each one).
    const requests: Record<keyof typeof reporterApi, Request> = {
      submit: { payload: reportForm(s.w.companies.foods, { title: '다른 제보' }) },
      signin: { payload: { loginId: receiptNumber, password: VALID_PASSWORD } },
      myPost: {},
      attachment: {},
      comment: { params: { postId }, payload: { content: '제보자 추가 의견' } },
      commentFile: { params: { id: fileId } },
      signout: {},
    };
    expect(Object.keys(requests).sort()).toEqual(Object.keys(reporterApi).sort());
    const answers: string[] = [];
    // Sign-out last: it ends the session the others use.
    const order = (Object.keys(requests) as (keyof typeof reporterApi)[]).sort(
      (a, b) => Number(a === 'signout') - Number(b === 'signout'),
    );
    for (const name of order) {
      const res = await call(s.t.app, reporterApi[name], { ...requests[name], headers: bearer(token) });
      expect(res.statusCode, name).toBe(200);
      answers.push(res.body, JSON.stringify(res.headers));
    }
    // The report view of the reporter holds the comment of the office, and none of the notes.
    expect(answers.join('\n')).toContain('감사실 답변입니다.');
    for (const secret of [...secrets, '비공개 메모']) expect(answers.join('\n')).not.toContain(secret);
  });
});
