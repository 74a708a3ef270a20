import { type AdminSort, DUE_WEEK_DAYS, type DueFilter, type PostStatusCode } from '@audit/contracts';

// The admin list's filter, and the shape of its queries: what changes their SQL text (posts.repository.ts compiles
// each shape once) apart from the values they run with.

/**
 * A keyword's match: titles holding every term of one of the term sets (one set per key in the ring; two during a
 * key rotation), or the report of the receipt number given (by its keyed hashes), or of the case number given.
 */
export type KeywordMatch = { termSets: number[][]; receiptHashes: Buffer[] | null; caseNumber: string | null };

/**
 * A list's filter as the database takes it: a company's code, a keyword's match, the order, and whether only the
 * reports the admin handles (`assignee=me`).
 */
export type ListFilter = {
  companyCode: string | null;
  match: KeywordMatch | null;
  sort: AdminSort;
  mine: boolean;
  /** Overdue or due within a week, as of `now` (the request's clock). */
  due: DueFilter | null;
  /** One status's reports: the rows only, never the counts (every count card keeps its number). */
  status: PostStatusCode | null;
  now: Date;
};

/** Whose list: the admin's group (its companies) and the admin (its exclusions, its handled reports). */
export type ListScope = { groupId: number; adminUserId: number };

/**
 * What changes a list query's text (data/compiled-query.ts): whether a company is named, how many term sets and
 * how many receipt hashes the keyword looks for, whether a case number, whether one status, the order, and the
 * page's literals.
 */
export type ListShape = {
  company: boolean;
  /** Only the reports the admin handles. */
  mine: boolean;
  /** Whether a keyword is looked for (one with no letter or digit matches nothing), and with what. */
  keyword: boolean;
  sets: number;
  /** How many keyed hashes of a receipt number are looked for (one per key of the ring; 0: none). */
  receipt: number;
  /** Whether the keyword is a case number, looked for as well. */
  caseNumber: boolean;
  /** Whether the rows are of one status (the status filter). */
  status: boolean;
  sort: AdminSort;
  due: DueFilter | null;
  limit: number;
  offset: number;
};
export type ListValues = {
  groupId: number;
  adminUserId: number;
  companyCode: string | null;
  caseNumber: string | null;
  status: PostStatusCode | null;
  /** The due filter's bounds: now, and a week later. */
  now: Date;
  weekEnd: Date;
  /**
   * The start of today (UTC), its date and its month's first day: the overdue count reads the months before this one
   * and this month's days before today from their counters.
   */
  dayStart: Date;
  today: string;
  monthStart: string;
} & Record<`terms${number}`, number[]> & Record<`receipt${number}`, Buffer>;

export function listShape(filter: ListFilter, page = { limit: 0, offset: 0 }): ListShape {
  const sets = filter.match?.termSets.filter((t) => t.length > 0).length ?? 0;
  return {
    company: filter.companyCode !== null,
    mine: filter.mine,
    keyword: filter.match !== null,
    sets,
    receipt: filter.match?.receiptHashes?.length ?? 0,
    caseNumber: (filter.match?.caseNumber ?? null) !== null,
    status: filter.status !== null,
    sort: filter.sort,
    due: filter.due,
    limit: Math.trunc(page.limit),
    offset: Math.trunc(page.offset),
  };
}

export function listValues({ groupId, adminUserId }: ListScope, filter: ListFilter): ListValues {
  const { now } = filter;
  const values: ListValues = {
    groupId,
    adminUserId,
    companyCode: filter.companyCode,
    caseNumber: filter.match?.caseNumber ?? null,
    status: filter.status,
    now,
    weekEnd: new Date(now.getTime() + DUE_WEEK_DAYS * 86_400_000),
    dayStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    today: now.toISOString().slice(0, 10),
    monthStart: `${now.toISOString().slice(0, 7)}-01`,
  };
  // One value per hash (a statement compiled once takes values, not lists): receipt0, receipt1 during a rotation.
  for (const [i, hash] of (filter.match?.receiptHashes ?? []).entries()) values[`receipt${i}`] = hash;
  filter.match?.termSets
    .filter((t) => t.length > 0)
    .forEach((t, i) => {
      values[`terms${i}`] = t;
    });
  return values;
}

export const shapeKey = (s: ListShape) =>
  `${s.company}|${s.mine}|${s.keyword}|${s.sets}|${s.receipt}|${s.caseNumber}|${s.status}|${s.sort}|${s.due}|${s.limit}|${s.offset}`;
