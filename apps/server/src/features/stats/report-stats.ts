import {
  STATS_DEFAULT_MONTHS,
  STATS_MAX_YEARS,
  STATS_MESSAGES,
  type StatsFilter,
  type StatsView,
} from '@audit/contracts';
import type { AppDeps } from '../../app-deps.ts';
import {
  type ClockOutcomes,
  clockFigures,
  countBy,
  countByMonth,
  countByStatus,
  type StatsPeriod,
} from '../../data/report-stats.repository.ts';
import type { AdminAuth } from '../../http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentSettings } from '../settings/settings.ts';

const KOREA_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** A Korea-time calendar day as [year, month (1-12), day]. */
type Day = [number, number, number];

const koreaDay = (at: Date): Day => {
  const k = new Date(at.getTime() + KOREA_OFFSET_MS);
  return [k.getUTCFullYear(), k.getUTCMonth() + 1, k.getUTCDate()];
};
/** The instant a Korea-time day starts (Korea has no daylight saving time). */
const dayStart = ([y, m, d]: Day): Date => new Date(Date.UTC(y, m - 1, d) - KOREA_OFFSET_MS);
const dayText = ([y, m, d]: Day): string =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A YYYY-MM-DD text as a day, refused when it is no calendar day (2026-02-30). */
function parseDay(value: string): Day {
  const [y, m, d] = value.split('-').map(Number) as Day;
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    throw new AppError('VALIDATION_FAILED', STATS_MESSAGES.date);
  return [y, m, d];
}

/** The period asked for, or by default this month and the eleven before it, up to today. */
export function statsPeriod(filter: StatsFilter, now: Date): { from: Day; to: Day } {
  const today = koreaDay(now);
  const to = filter.to ? parseDay(filter.to) : today;
  const from: Day = filter.from
    ? parseDay(filter.from)
    : koreaDay(new Date(Date.UTC(to[0], to[1] - STATS_DEFAULT_MONTHS, 1)));
  if (dayStart(from) > dayStart(to)) throw new AppError('VALIDATION_FAILED', STATS_MESSAGES.order);
  if (dayStart(to).getTime() - dayStart(from).getTime() > STATS_MAX_YEARS * 366 * DAY_MS)
    throw new AppError('VALIDATION_FAILED', STATS_MESSAGES.span);
  return { from, to };
}

/** Every month from the one of `from` to the one of `to` (YYYY-MM). */
function monthsBetween(from: Day, to: Day): string[] {
  const months: string[] = [];
  const last = to[0] * 12 + to[1] - 1;
  for (let index = from[0] * 12 + from[1] - 1; index <= last; index++)
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  return months;
}

/** Met in time, of the reports whose clock is decided (met, or missed); the running ones count neither way. */
const inTimeShare = (o: ClockOutcomes) => {
  const decided = o.metOnTime + o.metLate + o.missed;
  return decided === 0 ? null : o.metOnTime / decided;
};
const roundDays = (d: number | null) => (d === null ? null : Math.round(d * 10) / 10);

/** The statistics of the admin's scope for the period and company asked for. */
export async function reportStats(deps: AppDeps, auth: AdminAuth, filter: StatsFilter): Promise<StatsView> {
  const now = deps.now();
  const { from, to } = statsPeriod(filter, now);
  const period: StatsPeriod = {
    start: dayStart(from),
    end: new Date(dayStart(to).getTime() + DAY_MS),
    companyCode: filter.companyType || null,
  };
  const settings = await currentSettings(deps);
  const { db } = deps;
  const scope = auth.scope;
  const [companies, types, statuses, months, clocks] = await Promise.all([
    countBy(db, scope, period, 'company'),
    countBy(db, scope, period, 'type'),
    countByStatus(db, scope, period),
    countByMonth(db, scope, period),
    clockFigures(db, scope, period, { ...settings, now }),
  ]);
  const perMonth = new Map(months.map((r) => [r.month, Number(r.count)]));
  const byStatus = statuses.map((r) => ({ code: r.code, title: r.title, count: Number(r.count) }));
  return {
    from: dayText(from),
    to: dayText(to),
    total: byStatus.reduce((sum, r) => sum + r.count, 0),
    byCompany: companies.map((r) => ({ code: r.code, title: r.title, count: Number(r.count) })),
    byType: types.map((r) => ({ code: r.code, title: r.title, count: Number(r.count) })),
    byStatus,
    byMonth: monthsBetween(from, to).map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
    medianDaysToAcknowledgement: roundDays(clocks.medianDaysToAcknowledgement),
    medianDaysToCompletion: roundDays(clocks.medianDaysToCompletion),
    acknowledgementDays: settings.acknowledgementDays,
    feedbackMonths: settings.feedbackMonths,
    acknowledgement: clocks.acknowledgement,
    feedback: clocks.feedback,
    acknowledgedInTimeShare: inTimeShare(clocks.acknowledgement),
    answeredInTimeShare: inTimeShare(clocks.feedback),
    overdueNow: clocks.overdueNow,
  };
}
