import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { postStatusCode } from './enums.ts';
import { text } from './text.ts';

// The statistics of the audit office (issue 12, /adminstats, menu STATS): the reports of the admin's scope submitted
// in a period, by company, type, status and month, and how the legal clocks were kept. Aggregates only: no title,
// content or reporter data, so viewing them writes no personal-data access log row.

export const STATS_MESSAGES = {
  date: '기간은 YYYY-MM-DD 형식의 날짜로 입력해주세요.',
  order: '시작일은 종료일보다 늦을 수 없습니다.',
  span: '기간은 최대 5년까지 조회할 수 있습니다.',
} as const;

/** The longest period one request covers (the month table has one row per month). */
export const STATS_MAX_YEARS = 5;
/** How many months the screen shows when no period is given (this month and the eleven before). */
export const STATS_DEFAULT_MONTHS = 12;

/** A calendar date as the forms send it; empty for the default. Checked for a real date on the server too. */
const dateText = z._default(
  z.optional(
    text().check(
      z.trim(),
      z.refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), STATS_MESSAGES.date),
    ),
  ),
  '',
);

export const statsQuery = z.object({
  /** First day of the period (Korea time), YYYY-MM-DD; empty: the first day of the month eleven months ago. */
  from: dateText,
  /** Last day of the period, included; empty: today. */
  to: dateText,
  /** A company's code; empty for every company of the scope. */
  companyType: z._default(z.optional(text().check(z.trim(), z.maxLength(40))), ''),
});
export type StatsQuery = z.input<typeof statsQuery>;
export type StatsFilter = z.output<typeof statsQuery>;

const countRow = z.object({ code: text(), title: text(), count: z.number() });

/**
 * How one legal clock fared for the period's reports as of now, each report counted once (issue 31): met by its due
 * date, met after it, missed (not met and past its due date: an unacknowledged report once its days are over), or
 * still running (not met, not due yet), which counts neither way.
 */
export const clockOutcomes = z.object({
  metOnTime: z.number(),
  metLate: z.number(),
  missed: z.number(),
  running: z.number(),
});
export type ClockOutcomes = z.infer<typeof clockOutcomes>;

export const statsView = z.object({
  /** The period the figures are for, as applied (YYYY-MM-DD, both included). */
  from: text(),
  to: text(),
  /** Reports submitted in the period. */
  total: z.number(),
  byCompany: z.array(countRow),
  byType: z.array(countRow),
  /** Every status, in handling order, zeros included. */
  byStatus: z.array(z.object({ code: postStatusCode, title: text(), count: z.number() })),
  /** Every month of the period (YYYY-MM), zeros included. */
  byMonth: z.array(z.object({ month: text(), count: z.number() })),
  /** Median days from submission to acknowledgement, of the acknowledged reports; null when none is. */
  medianDaysToAcknowledgement: z.nullable(z.number()),
  /** Median days from submission to completion, of the completed reports; null when none is. */
  medianDaysToCompletion: z.nullable(z.number()),
  /** The durations the clocks below are counted with (the current settings). */
  acknowledgementDays: z.number(),
  feedbackMonths: z.number(),
  /** How the acknowledgement clock fared for the period's reports (접수 확인, due `acknowledgementDays` after). */
  acknowledgement: clockOutcomes,
  /** How the feedback clock fared (처리 결과 회신, due `feedbackMonths` after the acknowledgement). */
  feedback: clockOutcomes,
  /** Of the reports whose acknowledgement is decided (met, or missed): the share met in time (0 to 1); null if none. */
  acknowledgedInTimeShare: z.nullable(z.number()),
  /** Of the reports whose feedback is decided (met, or missed): the share met in time (0 to 1); null if none. */
  answeredInTimeShare: z.nullable(z.number()),
  /** Reports of the period past an open due date now. */
  overdueNow: z.number(),
});
export type StatsView = z.infer<typeof statsView>;

/** The names of the figures and tables, on the screen and in the Excel file alike. */
export const STATS_LABELS = {
  total: '제보 건수',
  medianDaysToAcknowledgement: '접수 확인까지 걸린 기간 (중앙값)',
  medianDaysToCompletion: '처리 완료까지 걸린 기간 (중앙값)',
  acknowledgedInTime: (days: number) => `${days}일 이내 접수 확인 비율`,
  answeredInTime: (months: number) => `접수 확인 후 ${months}개월 이내 처리 결과 회신 비율`,
  /** A rate with what it counts: "12건 중 9건 (75%)", and the reports still running, counted apart. */
  rate: (part: number, whole: number, percent: string) => `${whole}건 중 ${part}건 (${percent})`,
  runningApart: (running: number) => `진행 중 ${running}건 제외`,
  runningOnly: (running: number) => `진행 중 ${running}건`,
  clocksTitle: '처리기한 준수',
  clock: '처리기한',
  clockNames: {
    acknowledgement: (days: number) => `접수 확인 (${days}일)`,
    feedback: (months: number) => `처리 결과 회신 (접수 확인 후 ${months}개월)`,
  },
  outcomes: {
    metOnTime: '기한 내 충족',
    metLate: '기한 후 충족',
    missed: '기한 경과 미충족',
    running: '진행 중',
  },
  outcomeTotal: '합계',
  overdueNow: '현재 처리기한 경과',
  byCompany: '회사별 제보',
  byType: '유형별 제보',
  byStatus: '처리상태별 제보',
  byMonth: '월별 제보',
  company: '회사',
  type: '제보유형',
  status: '처리상태',
  month: '월',
  count: '건수',
  item: '항목',
  value: '값',
  days: (d: number) => `${d}일`,
  none: '해당 없음',
  percent: (share: number) => `${Math.round(share * 1000) / 10}%`,
} as const;

/** A clock's rate as it is shown: met in time out of those decided, and the running ones apart; or 해당 없음. */
function clockRate(o: ClockOutcomes, share: number | null): string {
  if (share === null)
    return o.running > 0
      ? `${STATS_LABELS.none} (${STATS_LABELS.runningOnly(o.running)})`
      : STATS_LABELS.none;
  const rate = STATS_LABELS.rate(
    o.metOnTime,
    o.metOnTime + o.metLate + o.missed,
    STATS_LABELS.percent(share),
  );
  return o.running > 0 ? `${rate}, ${STATS_LABELS.runningApart(o.running)}` : rate;
}

/** The summary's figures as they are shown, on the screen and in the Excel file alike: name and value. */
export function statsSummary(s: StatsView): [string, string | number][] {
  const days = (d: number | null) => (d === null ? STATS_LABELS.none : STATS_LABELS.days(d));
  return [
    [STATS_LABELS.total, s.total],
    [STATS_LABELS.medianDaysToAcknowledgement, days(s.medianDaysToAcknowledgement)],
    [STATS_LABELS.medianDaysToCompletion, days(s.medianDaysToCompletion)],
    [
      STATS_LABELS.acknowledgedInTime(s.acknowledgementDays),
      clockRate(s.acknowledgement, s.acknowledgedInTimeShare),
    ],
    [STATS_LABELS.answeredInTime(s.feedbackMonths), clockRate(s.feedback, s.answeredInTimeShare)],
    [STATS_LABELS.overdueNow, s.overdueNow],
  ];
}

export const CLOCK_OUTCOMES = ['metOnTime', 'metLate', 'missed', 'running'] as const;

/** The clocks' table (screen and Excel): a row per clock, its four counts and their total (the period's reports). */
export function statsClockTable(s: StatsView): {
  title: string;
  head: string[];
  rows: [string, ...number[]][];
} {
  const row = (name: string, o: ClockOutcomes): [string, ...number[]] => [
    name,
    ...CLOCK_OUTCOMES.map((k) => o[k]),
    CLOCK_OUTCOMES.reduce((sum, k) => sum + o[k], 0),
  ];
  return {
    title: STATS_LABELS.clocksTitle,
    head: [
      STATS_LABELS.clock,
      ...CLOCK_OUTCOMES.map((k) => STATS_LABELS.outcomes[k]),
      STATS_LABELS.outcomeTotal,
    ],
    rows: [
      row(STATS_LABELS.clockNames.acknowledgement(s.acknowledgementDays), s.acknowledgement),
      row(STATS_LABELS.clockNames.feedback(s.feedbackMonths), s.feedback),
    ],
  };
}

/** The four tables, each a name, its first column's heading and its rows (name, count). */
export function statsTables(s: StatsView): { title: string; head: string; rows: [string, number][] }[] {
  return [
    {
      title: STATS_LABELS.byCompany,
      head: STATS_LABELS.company,
      rows: s.byCompany.map((r) => [r.title, r.count]),
    },
    { title: STATS_LABELS.byType, head: STATS_LABELS.type, rows: s.byType.map((r) => [r.title, r.count]) },
    {
      title: STATS_LABELS.byStatus,
      head: STATS_LABELS.status,
      rows: s.byStatus.map((r) => [r.title, r.count]),
    },
    { title: STATS_LABELS.byMonth, head: STATS_LABELS.month, rows: s.byMonth.map((r) => [r.month, r.count]) },
  ];
}

/** The Excel file: its name and sheets (the screen's tables, one per sheet). */
export const STATS_EXPORT = {
  filename: (from: string, to: string) => `제보통계_${from}_${to}.xlsx`,
  summarySheet: '요약',
  period: '기간',
} as const;

/** The statistics area (STATS menu). */
export const statsApi = {
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/stats',
    audience: 'admin',
    summary: '제보 통계 (회사별, 유형별, 처리상태별, 월별, 처리기한 준수)',
    query: statsQuery,
    response: statsView,
  }),
  exportStats: endpoint({
    method: 'GET',
    path: '/api/admin/stats.xlsx',
    audience: 'admin',
    summary: '제보 통계 엑셀 (.xlsx)',
    query: statsQuery,
  }),
};
