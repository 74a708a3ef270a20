import type { LoadResult } from './load.ts';

/**
 * A load's result with the CPU time per request answered (ms): the server process's, of which its main thread's (the
 * event loop; the rest is argon2, the garbage collector's helpers and libuv's threads), and PostgreSQL's.
 */
export type Measured = LoadResult & { serverCpuMs?: number; eventLoopCpuMs?: number; databaseCpuMs?: number };
/** A row of the results table: a scenario and what each server did (a load's figures, or a sentence). */
export type Row = {
  scenario: string;
  project: Measured | string;
  baseline?: Measured | string;
  compared?: Measured;
  /** Each round's project/baseline and compared/baseline ratios of requests per second. */
  ratios?: number[];
  comparedRatios?: number[];
  note?: string;
};

export const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Each figure's median over the rounds (so a row's figures may come from different rounds). */
export function medianOf(ms: Measured[]): Measured {
  const of = (k: keyof Measured) => {
    const xs = ms.flatMap((m) => (m[k] === undefined ? [] : [m[k] as number]));
    return xs.length > 0 ? median(xs) : undefined;
  };
  return Object.fromEntries(
    (Object.keys(ms[0] as Measured) as (keyof Measured)[]).map((k) => [k, of(k)]),
  ) as Measured;
}

/** A row's figures in its table cell. */
export function cell(v: Measured | string | undefined): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  const cpu =
    v.serverCpuMs !== undefined
      ? `, CPU ${v.serverCpuMs.toFixed(2)} server (${(v.eventLoopCpuMs ?? 0).toFixed(2)} event loop) + ${(v.databaseCpuMs ?? 0).toFixed(2)} database ms/req`
      : '';
  return `${v.rps.toFixed(0)} req/s, p50 ${v.p50.toFixed(1)} / p95 ${v.p95.toFixed(1)} / p99 ${v.p99.toFixed(1)} ms${cpu}${v.non2xx || v.errors ? ` (${v.non2xx} non-2xx, ${v.errors} errors)` : ''}`;
}

/** The rounds' ratios in a table cell: their median, and their range when there were several rounds. */
export const ratio = (rs: number[] | undefined) =>
  rs === undefined
    ? ''
    : rs.length === 1
      ? (rs[0] as number).toFixed(2)
      : `${median(rs).toFixed(2)} (${Math.min(...rs).toFixed(2)}-${Math.max(...rs).toFixed(2)})`;
