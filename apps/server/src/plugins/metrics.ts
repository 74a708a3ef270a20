import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../app-deps.ts';
import { countOutbox } from '../data/mail-outbox.repository.ts';
import { listJobs } from '../data/scheduled-jobs.repository.ts';
import { bearerToken } from '../http/auth.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * GET /metrics in Prometheus' text format, only when METRICS_TOKEN is set and only with that bearer token:
 * requests by route pattern, method and status (never by client or URL), their durations, the database pool,
 * the mail outbox backlog, the scheduled jobs' runs (of every instance: read from the database), and the process
 * (memory, event loop). Nothing here names a person.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): void {
  const token = deps.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'audit_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'audit_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = deps.poolStats?.();
      if (!stats) return;
      for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
    },
  });
  new Gauge({
    name: 'audit_mail_outbox',
    help: 'Mails waiting to be sent (pending) and given up on (failed)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await countOutbox(deps.db).catch(() => null);
      if (!counts) return;
      this.set({ state: 'pending' }, counts.pending);
      this.set({ state: 'failed' }, counts.failed);
    },
  });

  new Gauge({
    name: 'audit_job_runs',
    help: 'Finished runs of each scheduled job (all instances), by outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
    async collect() {
      const jobs = await listJobs(deps.db).catch(() => null);
      for (const job of jobs ?? []) {
        this.set({ job: job.name, outcome: 'ok' }, job.runs - job.failures);
        this.set({ job: job.name, outcome: 'failed' }, job.failures);
      }
    },
  });
  new Gauge({
    name: 'audit_job_last_run_timestamp_seconds',
    help: 'When each scheduled job last finished a run (Unix time), whatever its outcome',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      const jobs = await listJobs(deps.db).catch(() => null);
      for (const job of jobs ?? []) {
        if (job.last_finished_at) this.set({ job: job.name }, job.last_finished_at.getTime() / 1000);
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const expected = Buffer.from(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(bearerToken(request.headers.authorization) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError('UNAUTHORIZED');
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
