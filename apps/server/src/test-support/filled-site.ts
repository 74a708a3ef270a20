import { createHash, randomBytes } from 'node:crypto';
import { adminApi, handlerApi, noteApi, oversightApi, reporterApi, settingsApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { cleanPendingAttachments } from '../features/attachments/clean-attachments.ts';
import { call } from './api.ts';
import {
  type AuditTeam,
  bearer,
  makeAdmin,
  makeAuditTeam,
  makeCompany,
  makeSysadmin,
  signInAdmin,
} from './factories.ts';
import { postIdOf } from './report-world.ts';
import { commentForm, makeReport, signin } from './reports.ts';
import { jpegWithMetadata } from './sample-files.ts';
import type { TestApp } from './test-app.ts';

/**
 * A site with some of everything a backup, a restore or a key rotation must keep: real-name and anonymous reports,
 * attachments (one over a megabyte, so it spans chunks; a photo with its cleaned copy, issue 13), comments both ways,
 * files with comments (issue 31: a photo cleaned, a memo, a reply's form), an edited comment, internal notes (one
 * edited), status changes (audit trail), admin views (access log), sign-ins (login log), changed settings, the
 * reporter's encrypted "who must not see this report", handlers and an exclusion.
 */
export type FilledSite = {
  team: AuditTeam;
  reports: { id: number; receipt: string; password: string }[];
};

export async function fillSite(t: TestApp, count = 6): Promise<FilledSite> {
  const db = t.database.db;
  const companies = [await makeCompany(db, '백업전자'), await makeCompany(db, '백업푸드')];
  const team = await makeAuditTeam(t.app, db, companies, ['/adminreport', '/admininquiry', '/adminsettings']);
  await call(t.app, settingsApi.updateSettings, {
    payload: { acknowledgementDays: 10, feedbackMonths: 2 },
    headers: team.headers,
  });
  const colleague = await makeAdmin(db, { id: team.group.id, name: team.group.name });
  // A report naming who must not see it waits for its oversight (issue 30), which releases it here to the team.
  const oversight = await makeSysadmin(t.app, db);
  const reports: FilledSite['reports'] = [];
  for (let i = 0; i < count; i++) {
    const company = companies[i % 2] as (typeof companies)[number];
    const password = `pass${i}word!`;
    const files =
      i === 2
        ? [{ name: '현장 사진.jpg', data: await jpegWithMetadata() }]
        : i % 2 === 0
          ? [{ name: `증빙 자료 ${i}.pdf`, data: pdfLike(i === 0 ? 1_500_000 : 40_000 + i) }]
          : [];
    const receipt = await makeReport(
      t.app,
      company,
      {
        title: `제보 ${i} 🙂 "따옴표" <태그>`,
        what: `내용 ${i}\n둘째 줄 ${'가'.repeat(i * 50)}`,
        postType: i % 3 === 0 ? 'PRIVATE' : 'PUBLIC',
        password,
        excludedPersons: i % 2 === 0 ? `구매팀 ${i}번 팀장 🙂` : '',
      },
      files,
    );
    const id = await postIdOf(db, receipt);
    if (i % 2 === 0) {
      const released = await call(t.app, oversightApi.releaseReport, {
        params: { postId: id },
        headers: oversight,
      });
      if (released.statusCode !== 200)
        throw new Error(`release ${id}: ${released.statusCode} ${released.body}`);
    }
    reports.push({ id, receipt, password });
    const reporter = bearer((await signin(t.app, receipt, password)).json().token);
    // Files with comments (issue 31): a photo to be cleaned and a memo from reporters, a form in a reply.
    const commentFiles =
      i === 2
        ? [{ name: `추가 사진 ${i}.jpg`, data: await jpegWithMetadata() }]
        : i === 4
          ? [{ name: '추가 메모.txt', data: Buffer.from('추가로 확인한 내용') }]
          : [];
    await call(t.app, reporterApi.comment, {
      params: { postId: id },
      payload: commentFiles.length
        ? commentForm(`제보자 댓글 ${i}`, commentFiles)
        : { content: `제보자 댓글 ${i}` },
      headers: reporter,
    });
    const note = await call(t.app, noteApi.addNote, {
      params: { postId: id },
      payload: { content: `내부 메모 ${i} 🙂\n<검토>` },
      headers: team.headers,
    });
    if (i === 0) {
      await call(t.app, noteApi.editNote, {
        params: { noteId: note.json().id },
        payload: { content: '내부 메모 0 (수정)' },
        headers: team.headers,
      });
    }
    if (i % 2 === 1) {
      const answer = await call(t.app, adminApi.comment, {
        params: { postId: id },
        payload:
          i === 3
            ? commentForm(`감사실 답변 ${i}`, [{ name: '진술서 양식.pdf', data: pdfLike(20_000) }])
            : { content: `감사실 답변 ${i}` },
        headers: team.headers,
      });
      await call(t.app, adminApi.editComment, {
        params: { commentId: answer.json().id },
        payload: { content: `감사실 답변 ${i} (수정)` },
        headers: team.headers,
      });
      await call(t.app, adminApi.setStatus, {
        params: { id },
        query: { postStatus: i === 1 ? 'COMPLETED' : 'IN_PROGRESS' },
        headers: team.headers,
      });
    }
    await call(t.app, handlerApi.setAssignees, {
      params: { postId: id },
      payload: { adminUserIds: [team.admin.id] },
      headers: team.headers,
    });
    if (i === 2) {
      await call(t.app, handlerApi.setExclusions, {
        params: { postId: id },
        payload: { adminUserIds: [colleague.id] },
        headers: team.headers,
      });
    }
    await call(t.app, adminApi.post, { params: { id }, headers: team.headers });
  }
  // The photo gets its cleaned copy; the made-up PDFs are kept as not cleaned.
  await cleanPendingAttachments(t.deps);
  return { team, reports };
}

function pdfLike(size: number): Buffer {
  const data = randomBytes(size);
  data.write('%PDF-1.7\n', 0, 'latin1');
  return data;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * What the site shows of each report, read through its API as an admin (with its internal notes) and as the reporter,
 * attachment contents (the admin's default download, the cleaned copy where there is one, and the original) as hashes: equal before and after a backup and restore, or a key rotation, when nothing was
 * lost. (Reading it signs in and counts views, so read it after the backup, on both sides.)
 */
export async function siteView(app: FastifyInstance, site: FilledSite): Promise<unknown[]> {
  const admin = await signInAdmin(app, site.team.admin.loginId);
  const view: unknown[] = [];
  for (const r of site.reports) {
    const detail = await call(app, adminApi.post, { params: { id: r.id }, headers: admin });
    if (detail.statusCode !== 200) throw new Error(`detail ${r.id}: ${detail.statusCode} ${detail.body}`);
    const notes = await call(app, noteApi.notes, { params: { postId: r.id }, headers: admin });
    if (notes.statusCode !== 200) throw new Error(`notes ${r.id}: ${notes.statusCode} ${notes.body}`);
    const handlers = await call(app, handlerApi.exclusions, { params: { postId: r.id }, headers: admin });
    const files: string[] = [];
    for (const f of detail.json().attachFiles as { id: number }[]) {
      for (const endpoint of [adminApi.attachment, adminApi.originalAttachment]) {
        const file = await call(app, endpoint, { params: { id: f.id }, headers: admin });
        files.push(`${file.statusCode} ${sha(file.rawPayload)}`);
      }
    }
    for (const c of detail.json().comments as { files: { id: number }[] }[])
      for (const f of c.files)
        for (const endpoint of [adminApi.commentFile, adminApi.originalCommentFile]) {
          const file = await call(app, endpoint, { params: { id: f.id }, headers: admin });
          files.push(`${file.statusCode} ${sha(file.rawPayload)}`);
        }
    const signedIn = await signin(app, r.receipt, r.password);
    const mine =
      signedIn.statusCode === 200
        ? (await call(app, reporterApi.myPost, { headers: bearer(signedIn.json().token) })).json()
        : { signin: signedIn.statusCode };
    view.push({ detail: detail.json(), notes: notes.json(), handlers: handlers.json(), files, mine });
  }
  return view;
}
