import { commonsApi, reporterApi } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobNow } from '../features/jobs/run-jobs.ts';
import { call } from '../test-support/api.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

const TOKEN = 'metrics-token-0123456789';

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t?.close());

  const metrics = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers only the configured bearer token', async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics('Bearer wrong-token-0123456789')).statusCode).toBe(401);
    expect((await metrics(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, never by client or URL, and shows the outbox', async () => {
    await call(t.app, commonsApi.companyTypes, { remoteAddress: '10.66.0.1' });
    await call(t.app, reporterApi.myPost, {
      remoteAddress: '10.66.0.1',
      headers: { authorization: 'Bearer x' },
    });
    await t.app.inject({ method: 'GET', url: '/api/commons/company-types?keyword=비밀' });
    const text = (await metrics(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(
      /audit_http_request_duration_seconds_count\{method="GET",route="\/api\/commons\/company-types",status="200"\} 2/,
    );
    expect(text).toContain('route="/api/informant/posts/mypost",status="401"');
    expect(text).toMatch(/audit_mail_outbox\{state="pending"\} \d+/);
    expect(text).toContain('process_resident_memory_bytes');
    for (const secret of ['10.66.0.1', '비밀', 'keyword']) expect(text).not.toContain(secret);
  });

  it("shows each scheduled job's runs by outcome and when it last ran", async () => {
    const log = { info: () => {}, error: () => {} };
    const day = 24 * 60 * 60_000;
    await runJobNow(t.deps, { name: 'metrics-ok', everyMs: day, run: async () => ({}) }, log);
    const failing = async () => {
      throw new Error('no');
    };
    await runJobNow(t.deps, { name: 'metrics-failing', everyMs: day, run: failing }, log);
    const text = (await metrics(`Bearer ${TOKEN}`)).body;
    expect(text).toContain('audit_job_runs{job="metrics-ok",outcome="ok"} 1');
    expect(text).toContain('audit_job_runs{job="metrics-ok",outcome="failed"} 0');
    expect(text).toContain('audit_job_runs{job="metrics-failing",outcome="ok"} 0');
    expect(text).toContain('audit_job_runs{job="metrics-failing",outcome="failed"} 1');
    const last = /audit_job_last_run_timestamp_seconds\{job="metrics-ok"\} ([\d.e+]+)/.exec(text)?.[1];
    expect(Math.abs(Number(last) - t.deps.now().getTime() / 1000)).toBeLessThan(60);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
