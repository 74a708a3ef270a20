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

/**
 * The legal clocks' figures over the period's reports, in one pass: the medians (in days) from submission to
 * acknowledgement and to completion, how many acknowledgements and answers came in time out of those that were due
 * or made, and how many reports are past an open due date now. A report is answered when it is completed or the
 * audit office replied after the acknowledgement, whichever came first. Months are counted in Korea time, like the
 * due dates.
 */
export async function clockFigures(db: Db, scope: ReportScope, p: StatsPeriod, c: StatsClock) {
  const ackDue = sql`p.created_at + make_interval(days => ${c.acknowledgementDays})`;
  const answerDue = sql`((p.acknowledged_at at time zone 'Asia/Seoul')
    + make_interval(months => ${c.feedbackMonths})) at time zone 'Asia/Seoul'`;
  const answered = sql`least(p.completed_at, (select min(m.created_at) from comments m
    where m.post_id = p.id and m.author_role = 'ROLE_ADMIN' and m.created_at > p.acknowledged_at))`;
  const days = (from: string, to: string) =>
    sql`extract(epoch from (${sql.ref(to)} - ${sql.ref(from)})) / 86400`;
  const row = await db
    .selectFrom(
      counted(db, scope, p)
        .select([
          'p.created_at',
          'p.acknowledged_at',
          'p.completed_at',
          'p.due_at',
          sql<Date | null>`${answered}`.as('answered_at'),
          sql<Date>`${ackDue}`.as('ack_due'),
          sql<Date | null>`${answerDue}`.as('answer_due'),
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
      sql<string>`count(*) filter (where p.acknowledged_at is not null or p.ack_due <= ${c.now})`.as(
        'ack_due_n',
      ),
      sql<string>`count(*) filter (where p.acknowledged_at <= p.ack_due)`.as('ack_in_time_n'),
      sql<string>`count(*) filter (where p.acknowledged_at is not null
        and (p.answered_at is not null or p.answer_due <= ${c.now}))`.as('answer_due_n'),
      sql<string>`count(*) filter (where p.answered_at <= p.answer_due)`.as('answer_in_time_n'),
      sql<string>`count(*) filter (where p.due_at < ${c.now})`.as('overdue_n'),
    ])
    .executeTakeFirstOrThrow();
  return {
    medianDaysToAcknowledgement: row.median_ack === null ? null : Number(row.median_ack),
    medianDaysToCompletion: row.median_completion === null ? null : Number(row.median_completion),
    acknowledgementsDue: Number(row.ack_due_n),
    acknowledgedInTime: Number(row.ack_in_time_n),
    answersDue: Number(row.answer_due_n),
    answeredInTime: Number(row.answer_in_time_n),
    overdueNow: Number(row.overdue_n),
  };
}
