// Load scenario: what every visitor's first page view costs the server (the app shell and the commons lists).
// Run against a started server: `npm start` in one terminal, then `npm run bench -w @audit/bench`.
// Loopback only; bounded by duration. Prints requests/second and latency percentiles per path.
import autocannon from 'autocannon';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
if (!/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  console.error('BENCH_URL must be a loopback address');
  process.exit(2);
}
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const paths = ['/', '/api/commons/company-types', '/api/commons/report-types'];

console.log(`bench ${base}, ${duration}s per path, 20 connections`);
for (const path of paths) {
  const result = await autocannon({ url: base + path, connections: 20, duration });
  const { requests, latency, non2xx, errors } = result;
  console.log(
    `${path.padEnd(32)} ${Math.round(requests.average).toString().padStart(6)} req/s  p50 ${latency.p50} ms  p99 ${latency.p99} ms  non-2xx ${non2xx}  errors ${errors}`,
  );
}
