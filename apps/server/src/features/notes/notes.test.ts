import { NOTE_MAX_LENGTH, NOTE_MESSAGES, noteApi, REPORT_NOT_FOUND } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { BIND } from '../../security/cipher-bindings.ts';
import { call } from '../../test-support/api.ts';
import { postIdOf, withReportWorld } from '../../test-support/report-world.ts';
import { fileReport, reportForm } from '../../test-support/reports.ts';

describe('internal notes', () => {
  const s = withReportWorld();

  const list = (postId: number | string, headers: Record<string, string>) =>
    call(s.t.app, noteApi.notes, { params: { postId }, headers });
  const add = (postId: number | string, headers: Record<string, string>, payload: object) =>
    call(s.t.app, noteApi.addNote, { params: { postId }, headers, payload });
  const edit = (noteId: number | string, headers: Record<string, string>, payload: object) =>
    call(s.t.app, noteApi.editNote, { params: { noteId }, headers, payload });
  const noteAudit = () =>
    s.t.database.db
      .selectFrom('audit_trail')
      .selectAll()
      .where('entity', '=', 'note')
      .orderBy('seq')
      .execute();
  // In the order they were written: ids are random (data/reserve-ids.ts).
  const noteRows = () =>
    s.t.database.db.selectFrom('report_notes').selectAll().orderBy('created_at').orderBy('id').execute();
  /** A new report on the foods company, for a test of its own. */
  const newFoodsReport = async () =>
    postIdOf(
      s.t.database.db,
      (await fileReport(s.t.app, reportForm(s.w.companies.foods))).json().receiptNumber,
    );

  it('adds notes, lists them oldest first with author and dates, and stores them encrypted for their row', async () => {
    const id = await newFoodsReport();
    const foods = s.w.foodsTeam.headers;
    expect((await list(id, foods)).json()).toEqual([]);
    const first = await add(id, foods, { content: '  1차 면담 예정.\n<담당> 확인 필요  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      content: '1차 면담 예정.\n<담당> 확인 필요',
      updatedDate: null,
      author: { name: s.w.foodsTeam.admin.name },
      canUpdateNote: true,
    });
    await add(id, s.w.headOffice.headers, { content: '본사 감사팀 검토 의견' });
    const notes = (await list(id, foods)).json();
    expect(notes.map((n: { content: string }) => n.content)).toEqual([
      '1차 면담 예정.\n<담당> 확인 필요',
      '본사 감사팀 검토 의견',
    ]);
    expect(notes.map((n: { canUpdateNote: boolean }) => n.canUpdateNote)).toEqual([true, false]);
    expect(notes[1].author.name).toBe(s.w.headOffice.admin.name);

    const stored = (await noteRows()).filter((r) => r.post_id === id);
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(row.content_enc.toString('utf8')).not.toMatch(/면담|검토/);
    const [a, b] = stored as [(typeof stored)[0], (typeof stored)[0]];
    expect(s.t.deps.cipher.decryptText(a.content_enc, BIND.note(id, a.id))).toBe(
      '1차 면담 예정.\n<담당> 확인 필요',
    );
    // A ciphertext moved to another note's row (or another report's) does not decrypt there.
    expect(() => s.t.deps.cipher.decryptText(a.content_enc, BIND.note(id, b.id))).toThrow();
    expect(() => s.t.deps.cipher.decryptText(a.content_enc, BIND.note(id + 1, a.id))).toThrow();
  });

  it('refuses empty, too long and malformed notes with a Korean message, and keeps nothing', async () => {
    const id = s.w.foodsReport.id;
    const foods = s.w.foodsTeam.headers;
    const before = await noteRows();
    for (const content of ['', '   \n ', undefined, null, 12]) {
      const res = await add(id, foods, { content });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NOTE_MESSAGES.required);
    }
    const long = await add(id, foods, { content: '가'.repeat(NOTE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(NOTE_MESSAGES.tooLong);
    expect((await add(id, foods, { content: 'a\u0000b' })).statusCode).toBe(400);
    for (const bad of ['abc', 0, 2_147_483_648]) {
      expect((await add(bad, foods, { content: '메모' })).statusCode).toBe(400);
      expect((await list(bad, foods)).statusCode).toBe(400);
      expect((await edit(bad, foods, { content: '메모' })).statusCode).toBe(400);
    }
    expect(await noteRows()).toEqual(before);
    const atLimit = await add(id, foods, { content: '가'.repeat(NOTE_MAX_LENGTH) });
    expect(atLimit.statusCode).toBe(200);
  });

  it('answers a report outside the scope exactly as a missing one, for reading and writing', async () => {
    const id = s.w.foodsReport.id;
    const electronics = s.w.electronicsTeam.headers;
    await add(id, s.w.foodsTeam.headers, { content: '범위 밖에서 보이면 안 되는 메모' });
    const before = await noteRows();
    const missing = await list(999_999, electronics);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(REPORT_NOT_FOUND);
    for (const res of [
      await list(id, electronics),
      await add(id, electronics, { content: '끼어들기' }),
      await add(999_999, electronics, { content: '없는 제보' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect(await noteRows()).toEqual(before);
  });

  it('lets only the author edit a note; another admin gets 403, outside the scope 404; each change is audited', async () => {
    const id = await newFoodsReport();
    const foods = s.w.foodsTeam.headers;
    const auditBefore = (await noteAudit()).length;
    const noteId = (await add(id, foods, { content: '첫 메모' })).json().id as number;

    const byOther = await edit(noteId, s.w.headOffice.headers, { content: '남의 메모 수정' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(NOTE_MESSAGES.notOwn);
    const outside = await edit(noteId, s.w.electronicsTeam.headers, { content: '범위 밖' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual((await edit(999_999, foods, { content: '없는 메모' })).json());
    expect((await edit(noteId, foods, { content: ' ' })).json().message).toBe(NOTE_MESSAGES.required);
    expect((await noteAudit()).length).toBe(auditBefore + 1);

    s.t.clock.advance(60_000);
    const edited = await edit(noteId, foods, { content: '고친 메모' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: noteId, content: '고친 메모', canUpdateNote: true });
    expect(edited.json().updatedDate).not.toBeNull();
    expect(edited.json().updatedDate > edited.json().createdDate).toBe(true);
    const [headView] = (await list(id, s.w.headOffice.headers)).json();
    expect(headView).toMatchObject({ content: '고친 메모', canUpdateNote: false });

    const rows = (await noteAudit()).slice(auditBefore);
    expect(rows.map((r) => r.action)).toEqual(['CREATE_NOTE', 'UPDATE_NOTE']);
    for (const row of rows)
      expect(row).toMatchObject({
        entity: 'note',
        entity_id: String(noteId),
        actor_admin_id: s.w.foodsTeam.admin.id,
        actor_login_id: s.w.foodsTeam.admin.loginId,
      });
    const decrypt = (value: unknown) => {
      const v = value as { contentEnc: string; postId: number };
      expect(v.postId).toBe(id);
      return s.t.deps.cipher.decryptText(Buffer.from(v.contentEnc, 'base64'), BIND.note(id, noteId));
    };
    const [created, updated] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(created.before).toBeNull();
    expect(decrypt(created.after)).toBe('첫 메모');
    expect(decrypt(updated.before)).toBe('첫 메모');
    expect(decrypt(updated.after)).toBe('고친 메모');
    expect(JSON.stringify(rows.map((r) => [r.before, r.after]))).not.toMatch(/메모/);
  });

  it('records every reading of the notes in the personal-data access log, and nothing for a refused one', async () => {
    const id = s.w.foodsReport.id;
    const log = () =>
      s.t.database.db
        .selectFrom('personal_data_access_logs')
        .selectAll()
        .where('action', '=', 'VIEW_NOTES')
        .orderBy('id')
        .execute();
    const before = (await log()).length;
    await call(s.t.app, noteApi.notes, {
      params: { postId: id },
      headers: s.w.foodsTeam.headers,
      remoteAddress: '10.20.30.41',
    });
    await list(id, s.w.electronicsTeam.headers);
    const rows = (await log()).slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      admin_user_id: s.w.foodsTeam.admin.id,
      admin_login_id: s.w.foodsTeam.admin.loginId,
      post_id: id,
      receipt_number: s.w.foodsReport.receipt,
      ip: '10.20.30.41',
    });
  });

  it('keeps notes on a completed report open to the office', async () => {
    const id = await newFoodsReport();
    await s.t.database.db
      .updateTable('posts')
      .set({ status_code: 'COMPLETED', completed_at: s.t.clock.now() })
      .where('id', '=', id)
      .execute();
    expect((await add(id, s.w.foodsTeam.headers, { content: '종결 후 보존 메모' })).statusCode).toBe(200);
  });
});
