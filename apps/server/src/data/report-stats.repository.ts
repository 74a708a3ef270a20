import { sql } from 'kysely';
import type { Db } from '../db/types.ts';
import { postStatusNames } from './post-statuses.repository.ts';
import { reportTypeNames } from './report-types.repository.ts';
import { companyIdsByCode, companyNames } from './companies.repository.ts';
import { scopedPosts } from './posts.repository.ts';
import type { ReportScope } from './report-scope.ts';

// The statistics' reads. They only count: every one starts from the scope's base query (`scopedPosts`, owned by the
// posts repository), so an admin counts exactly the reports it may see, exclusions included, and nothing is written.

/** The reports counted: the scope's, submitted in [start, end), of one company when a code is given. */
export type StatsPeriod = { start: Date; end: Date; companyCode: string | null };
/** The current legal clocks' durations and the moment the figures are taken at. */
export type StatsClock = { acknowledgementDays: number; feedbackMonths: number; now: Date };

function counted(db: Db, scope: ReportScope, p: StatsPeriod) {
  let q = scopedPosts(db, scope).where('p.created_at', '>=', p.start).where('p.created_at', '<', p.end);
  if (p.companyCode !== null) q = q.where('p.company_type_id', 'in', companyIdsByCode(db, p.companyCode));
  return q;
}

const n = sql<string>`count(*)`;

/** Reports per company or per report type, most first, with the names of what they are counted by. */
export function countBy(db: Db, scope: ReportScope, p: StatsPeriod, by: 'company' | 'type') {
  const key = by === 'company' ? 'p.company_type_id' : 'p.report_type_id';
  const names = by === 'company' ? companyNames(db) : reportTypeNames(db);
  return db
    .selectFrom(counted(db, scope, p).select(`${key} as key`).as('r'))
    .innerJoin(names.as('x'), 'x.id', 'r.key')
    .select(['x.code', 'x.title', n.as('count')])
    .groupBy(['x.code', 'x.title'])
    .orderBy(n, 'desc')
    .orderBy('x.title')
    .execute();
}

/** Every status in handling order, with the reports of the period in it (zero included). */
export function countByStatus(db: Db, scope: ReportScope, p: StatsPeriod) {
  return db
    .selectFrom(postStatusNames(db).select('order_seq').as('s'))
    .leftJoin(counted(db, scope, p).select('p.status_code').as('r'), 'r.status_code', 's.code')
    .select(['s.code', 's.title', sql<string>`count(r.status_code)`.as('count')])
    .groupBy(['s.code', 's.title', 's.order_seq'])
    .orderBy('s.order_seq')
    .execute();
}

/** Reports per month of submission (YYYY-MM, Korea time); months without reports are absent. */
export function countByMonth(db: Db, scope: ReportScope, p: StatsPeriod) {
  const month = sql<string>`to_char(p.created_at at time zone 'Asia/Seoul', 'YYYY-MM')`;
  return db
    .selectFrom(counted(db, scope, p).select(month.as('month')).as('r'))
    .select(['r.month', n.as('count')])
    .groupBy('r.month')
    .orderBy('r.month')
    .execute();
}

/** How one clock fared, as counted (each report of the period once): met by its due date or after, missed, running. */
export type ClockOutcomes = { metOnTime: number; metLate: number; missed: number; running: number };

/**
 * The legal clocks' figures over the period's reports, in one pass: the medians (in days) from submission to
 * acknowledgement and to completion; for each clock, how many reports met it by its due date, met it late, missed it
 * (not met, the due date passed: an unacknowledged report once its days are over) and are still running (not met,
 * not due yet), by the rules of legal-clocks.ts (the feedback is due the months after the acknowledgement, or after
 * the acknowledgement's due date while there is none; months in Korea time); and how many are past an open due date
 * now.
 */
export async function clockFigures(db: Db, scope: ReportScope, p: StatsPeriod, c: StatsClock) {
  const ackDue = sql`p.created_at + make_interval(days => ${c.acknowledgementDays})`;
  const feedbackDue = sql`((coalesce(p.acknowledged_at, ${ackDue}) at time zone 'Asia/Seoul')
    + make_interval(months => ${c.feedbackMonths})) at time zone 'Asia/Seoul'`;
  const days = (from: string, to: string) =>
    sql`extract(epoch from (${sql.ref(to)} - ${sql.ref(from)})) / 86400`;
  /** The four counts of one clock, from its met moment and its due date (columns of the rows below). */
  const outcomes = <K extends 'ack' | 'feedback'>(key: K, met: string, due: string) => {
    const [m, d] = [sql.ref(met), sql.ref(due)];
    return [
      sql<string>`count(*) filter (where ${m} <= ${d})`.as(`${key}_on_time`),
      sql<string>`count(*) filter (where ${m} > ${d})`.as(`${key}_late`),
      sql<string>`count(*) filter (where ${m} is null and ${d} < ${c.now})`.as(`${key}_missed`),
      sql<string>`count(*) filter (where ${m} is null and ${d} >= ${c.now})`.as(`${key}_running`),
    ] as const;
  };
  const row = await db
    .selectFrom(
      counted(db, scope, p)
        .select([
          'p.created_at',
          'p.acknowledged_at',
          'p.feedback_at',
          'p.completed_at',
          'p.due_at',
          sql<Date>`${ackDue}`.as('ack_due'),
          sql<Date>`${feedbackDue}`.as('feedback_due'),
        ])
        .as('p'),
    )
    .select([
      sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${days('p.created_at', 'p.acknowledged_at')})
        filter (where p.acknowledged_at is not null)`.as('median_ack'),
      sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${days('p.created_at', 'p.completed_at')})
        filter (where p.completed_at is not null)`.as('median_completion'),
      ...outcomes('ack', 'p.acknowledged_at', 'p.ack_due'),
      ...outcomes('feedback', 'p.feedback_at', 'p.feedback_due'),
      sql<string>`count(*) filter (where p.due_at < ${c.now})`.as('overdue_n'),
    ])
    .executeTakeFirstOrThrow();
  const of = (on: string, late: string, missed: string, running: string): ClockOutcomes => ({
    metOnTime: Number(on),
    metLate: Number(late),
    missed: Number(missed),
    running: Number(running),
  });
  return {
    medianDaysToAcknowledgement: row.median_ack === null ? null : Number(row.median_ack),
    medianDaysToCompletion: row.median_completion === null ? null : Number(row.median_completion),
    acknowledgement: of(row.ack_on_time, row.ack_late, row.ack_missed, row.ack_running),
    feedback: of(row.feedback_on_time, row.feedback_late, row.feedback_missed, row.feedback_running),
    overdueNow: Number(row.overdue_n),
  };
}
