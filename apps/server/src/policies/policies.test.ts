import {
  COMMENT_MESSAGES,
  HANDLER_MESSAGES,
  NOTE_MESSAGES,
  OVERSIGHT_MESSAGES,
  REPORTER_MESSAGES,
} from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { authorize, authorizeEach, type Policy } from './policy.ts';
import { reportPolicies as p, type ReportRole, type ReportTarget } from './report-policies.ts';

// Every per-object rule as one table: rule × actor × object state → allowed. A row per case that decides.

const me = { adminUserId: 7 };
const role = (r: Partial<ReportRole>): ReportRole => ({
  ...me,
  isHandler: false,
  oversees: false,
  ...r,
});
const target = (t: Partial<ReportTarget>): ReportTarget => ({
  adminUserId: 9,
  sees: true,
  handler: false,
  excluded: false,
  oversight: false,
  ...t,
});
const completed = (daysAgo: number) => ({
  status: 'COMPLETED',
  completedAt: new Date(Date.UTC(2026, 0, 31) - daysAgo * 86_400_000),
  now: new Date(Date.UTC(2026, 0, 31)),
});

type Row = [name: string, rule: Policy<never, never>, actor: unknown, object: unknown, allowed: boolean];
const table: Row[] = [
  ['comment: its author edits it', p.editComment, me, { authorRole: 'ROLE_ADMIN', adminUserId: 7 }, true],
  ['comment: another admin does not', p.editComment, me, { authorRole: 'ROLE_ADMIN', adminUserId: 8 }, false],
  [
    "comment: a reporter's is never edited",
    p.editComment,
    me,
    { authorRole: 'ROLE_USER', adminUserId: null },
    false,
  ],
  ['note: its author edits it', p.editNote, me, { adminUserId: 7 }, true],
  ['note: another admin does not', p.editNote, me, { adminUserId: 8 }, false],
  ['exclusions: a handler asks for them', p.requestExclusions, role({ isHandler: true }), {}, true],
  ['exclusions: anyone else in scope does not ask', p.requestExclusions, role({}), {}, false],
  ['exclusions: a handler does not decide them', p.decideExclusions, role({ isHandler: true }), {}, false],
  ['exclusions: the oversight decides them', p.decideExclusions, role({ oversees: true }), {}, true],
  ['release: the oversight releases a held report', p.releaseReport, role({ oversees: true }), {}, true],
  ['release: a handler does not', p.releaseReport, role({ isHandler: true }), {}, false],
  ['exclude: one of the oversight, never', p.excludeNotOversight, me, target({ oversight: true }), false],
  ['exclude: one of the team', p.excludeNotOversight, me, target({}), true],
  ['handler: one who sees the report', p.handlerCandidate, me, target({}), true],
  ['handler: one who does not see it', p.handlerCandidate, me, target({ sees: false }), false],
  [
    'handler: one already set stays (disabled since)',
    p.handlerCandidate,
    me,
    target({ sees: false, handler: true }),
    true,
  ],
  ['handler: an excluded admin is no candidate', p.handlerCandidate, me, target({ excluded: true }), false],
  ['handler: an excluded admin is refused', p.handlerNotExcluded, me, target({ excluded: true }), false],
  ['handler: a not excluded one passes', p.handlerNotExcluded, me, target({}), true],
  ['exclude: another admin', p.excludeNotSelf, me, target({}), true],
  ['exclude: oneself, never', p.excludeNotSelf, me, target({ adminUserId: 7 }), false],
  ['exclude: a handler, never (release first)', p.excludeNotHandler, me, target({ handler: true }), false],
  ['exclude: one who is no handler', p.excludeNotHandler, me, target({}), true],
  ['exclude: one who sees the report', p.excludeCandidate, me, target({}), true],
  [
    'exclude: one already excluded stays',
    p.excludeCandidate,
    me,
    target({ sees: false, excluded: true }),
    true,
  ],
  ['exclude: one who does not see it', p.excludeCandidate, me, target({ sees: false }), false],
  ['reporter: an open report', p.openAsReporter, null, { ...completed(0), status: 'IN_PROGRESS' }, true],
  ['reporter: completed less than a month ago', p.openAsReporter, null, completed(30), true],
  ['reporter: completed a month ago', p.openAsReporter, null, completed(31), false],
];

describe('the per-object rules', () => {
  it.each(table)('%s', (_name, rule, actor, object, allowed) => {
    expect(rule.allows(actor as never, object as never)).toBe(allowed);
  });

  it('covers every rule declared', () => {
    const tested = new Set(table.map(([, rule]) => rule));
    expect(Object.entries(p).filter(([, rule]) => !tested.has(rule as Policy<never, never>))).toEqual([]);
  });

  it('refuses with the rule’s own code and sentence, for any of the objects named', () => {
    const refused = (fn: () => void) => {
      try {
        fn();
      } catch (e) {
        return e instanceof AppError ? [e.status, e.message] : e;
      }
      return null;
    };
    expect(refused(() => authorize(p.editNote, me, { adminUserId: 8 }))).toEqual([403, NOTE_MESSAGES.notOwn]);
    expect(
      refused(() => authorize(p.editComment, me, { authorRole: 'ROLE_USER', adminUserId: null })),
    ).toEqual([403, COMMENT_MESSAGES.notOwn]);
    expect(refused(() => authorize(p.requestExclusions, role({}), {}))).toEqual([
      403,
      HANDLER_MESSAGES.exclusionForbidden,
    ]);
    expect(refused(() => authorize(p.decideExclusions, role({ isHandler: true }), {}))).toEqual([
      403,
      OVERSIGHT_MESSAGES.notOversight,
    ]);
    expect(
      refused(() => authorizeEach(p.excludeNotOversight, me, [target({}), target({ oversight: true })])),
    ).toEqual([400, OVERSIGHT_MESSAGES.oversightExcluded]);
    expect(
      refused(() => authorizeEach(p.excludeNotSelf, me, [target({}), target({ adminUserId: 7 })])),
    ).toEqual([400, HANDLER_MESSAGES.selfExcluded]);
    expect(refused(() => authorize(p.openAsReporter, null, completed(40)))).toEqual([
      403,
      REPORTER_MESSAGES.closed,
    ]);
    expect(
      refused(() => authorizeEach(p.excludeNotSelf, me, [target({}), target({ adminUserId: 8 })])),
    ).toBeNull();
  });
});
