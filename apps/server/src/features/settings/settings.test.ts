import { SETTINGS_DEFAULTS, SETTINGS_MESSAGES, settingsApi } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { call } from '../../test-support/api.ts';
import { makeAuditTeam } from '../../test-support/factories.ts';
import { withSysadmin } from '../../test-support/with-sysadmin.ts';
import { currentSettings } from './settings.ts';

describe('settings of the legal clocks', () => {
  const s = withSysadmin();

  const read = (headers = s.sys, app = s.t.app) => call(app, settingsApi.settings, { headers });
  const save = (payload: object, headers = s.sys) =>
    call(s.t.app, settingsApi.updateSettings, { headers, payload });
  const settingsAudit = () =>
    s.t.database.db
      .selectFrom('audit_trail')
      .selectAll()
      .where('entity', '=', 'settings')
      .orderBy('seq')
      .execute();

  it("are the EU directive's 7 days and 3 months until a system admin changes them", async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...SETTINGS_DEFAULTS, updatedDate: null });
  });

  it("are the settings menu holders' alone: another group gets 403, also for a change", async () => {
    const team = await makeAuditTeam(s.t.app, s.t.database.db, [], ['/adminreport', '/admingroup']);
    expect((await read(team.headers)).statusCode).toBe(403);
    const refused = await save({ acknowledgementDays: 10, feedbackMonths: 2 }, team.headers);
    expect(refused.statusCode).toBe(403);
    expect((await read()).json().acknowledgementDays).toBe(SETTINGS_DEFAULTS.acknowledgementDays);
    const holder = await makeAuditTeam(s.t.app, s.t.database.db, [], ['/adminsettings']);
    expect((await read(holder.headers)).statusCode).toBe(200);
  });

  it('refuse values out of bounds or not whole numbers with a Korean message, and keep the saved ones', async () => {
    for (const [payload, message] of [
      [{ acknowledgementDays: 0, feedbackMonths: 3 }, SETTINGS_MESSAGES.acknowledgementDays],
      [{ acknowledgementDays: 31, feedbackMonths: 3 }, SETTINGS_MESSAGES.acknowledgementDays],
      [{ acknowledgementDays: 7.5, feedbackMonths: 3 }, SETTINGS_MESSAGES.acknowledgementDays],
      [{ acknowledgementDays: 'abc', feedbackMonths: 3 }, SETTINGS_MESSAGES.acknowledgementDays],
      [{ feedbackMonths: 3 }, SETTINGS_MESSAGES.acknowledgementDays],
      [{ acknowledgementDays: null, feedbackMonths: 3 }, SETTINGS_MESSAGES.acknowledgementDays],
      [{ acknowledgementDays: 7, feedbackMonths: 13 }, SETTINGS_MESSAGES.feedbackMonths],
      [{ acknowledgementDays: 7, feedbackMonths: -1 }, SETTINGS_MESSAGES.feedbackMonths],
      [{ acknowledgementDays: 7, feedbackMonths: Number.MAX_SAFE_INTEGER }, SETTINGS_MESSAGES.feedbackMonths],
    ] as const) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await settingsAudit()).length).toBe(0);
  });

  it('save both values with an audit row of before and after, and answer them', async () => {
    const first = await save({ acknowledgementDays: 14, feedbackMonths: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ acknowledgementDays: 14, feedbackMonths: 2 });
    expect(first.json().updatedDate).toEqual(expect.any(String));
    expect((await read()).json()).toEqual(first.json());
    const second = await save({ acknowledgementDays: 30, feedbackMonths: 12 });
    expect(second.json()).toMatchObject({ acknowledgementDays: 30, feedbackMonths: 12 });
    const audit = await settingsAudit();
    expect(audit.map((r) => [r.action, r.entity_id, r.before, r.after])).toEqual([
      ['UPDATE', null, { ...SETTINGS_DEFAULTS, updatedDate: null }, first.json()],
      ['UPDATE', null, first.json(), second.json()],
    ]);
    expect(await s.t.database.db.selectFrom('settings').selectAll().execute()).toHaveLength(1);
  });

  it('are read from memory, and a change shows at once here and within a second on another instance', async () => {
    // Another instance: its own database handle (the same database), so its own cache.
    const other = await buildApp({ ...s.t.deps, db: s.t.database.db.withSchema('public') });
    await save({ acknowledgementDays: 5, feedbackMonths: 4 });
    expect((await read(s.sys, other)).json().acknowledgementDays).toBe(5);
    expect((await currentSettings(s.t.deps)).acknowledgementDays).toBe(5);
    // Written around the application: the caches do not see it.
    await s.t.database.db.updateTable('settings').set({ feedback_months: 9 }).execute();
    expect((await currentSettings(s.t.deps)).feedbackMonths).toBe(4);
    expect((await read(s.sys, other)).json().feedbackMonths).toBe(4);

    await save({ acknowledgementDays: 3, feedbackMonths: 6 });
    expect(await currentSettings(s.t.deps)).toMatchObject({ acknowledgementDays: 3, feedbackMonths: 6 });
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await read(s.sys, other)).json()).toMatchObject({ acknowledgementDays: 3, feedbackMonths: 6 });
    await other.close();
  });
});
