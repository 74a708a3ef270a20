import autocannon, { type Request } from 'autocannon';

export type LoadResult = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
};

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A new path for each request (e.g. a random report), or null to keep the url's path. */
  path?: () => string;
  /** A new body for each request (e.g. another report's sign-in). */
  bodyOf?: () => string;
  /** Headers of each request on top of `headers` (e.g. another reporter's session cookie). */
  headersOf?: () => Record<string, string>;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Requests per second and latency percentiles (p95 from every response's time, which autocannon does not give). */
export async function load(o: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  const pathOf = o.path;
  const bodyOf = o.bodyOf;
  const headersOf = o.headersOf;
  const setup = (req: Request): Request => ({
    ...req,
    ...(pathOf ? { path: pathOf() } : {}),
    ...(bodyOf ? { body: bodyOf() } : {}),
    ...(headersOf ? { headers: { ...req.headers, ...headersOf() } } : {}),
  });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: o.url,
        connections: o.connections,
        duration: o.seconds,
        method: o.method ?? 'GET',
        headers: o.headers,
        body: o.body,
        ...(pathOf || bodyOf || headersOf ? { requests: [{ setupRequest: setup }] } : {}),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A short run first, so that both servers are measured warm. */
export async function warmUp(o: LoadOptions): Promise<void> {
  await load({ ...o, seconds: Math.min(2, o.seconds) });
}
