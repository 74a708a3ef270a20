import { buildApp, loggerOptions } from './app.ts';
import type { AppDeps } from './app-deps.ts';
import { bootDatabase } from './boot.ts';
import { ConfigError, loadConfig } from './config.ts';
import { controlHandlers } from './control/control-handlers.ts';
import { startControlSocket } from './control/control-socket.ts';
import { DataDirError, DataDirLockedError } from './db/data-dir.ts';
import { issueFirstAdminLink } from './features/admins/first-admin.ts';
import { startAttachmentCleaner } from './features/attachments/clean-attachments.ts';
import { anchorEvidenceJob } from './features/evidence/anchor-evidence-job.ts';
import { startScheduledJobs } from './features/jobs/run-jobs.ts';
import {
  KEY_WATCH_INTERVAL_MS,
  KeyMismatchError,
  startKeyWatch,
} from './features/key-rotation/rotation-keys.ts';
import { dueNoticesJob } from './features/mail/due-notices.ts';
import { checkMailTemplates, MailTemplateError } from './features/mail/mail-templates.ts';
import { startMailWorker } from './features/mail/outbox.ts';
import { smtpSender } from './features/mail/smtp-sender.ts';
import { retentionJob } from './features/retention/run-retention.ts';
import { requestsSettled } from './http/requests-running.ts';

/** How long requests in flight may take to finish after a stop signal. */
const SHUTDOWN_GRACE_MS = 20_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // A template of MAIL_TEMPLATE_DIR that cannot be used stops the start, not a mail an hour later.
  if (config.mail) checkMailTemplates(config.mail.templateDir);
  const { database, cipher, migrations, seeded } = await bootDatabase(config, { seed: true });
  const deps: AppDeps = {
    config,
    db: database.db,
    cipher,
    now: () => new Date(),
    poolStats: database.poolStats,
  };
  const app = await buildApp(deps, { logger: loggerOptions(config.logLevel) });
  const log = app.log;
  log.info({ database: database.kind, migrations, ...seeded }, 'database ready');

  // Every instance learns a key rotation within KEY_WATCH_INTERVAL_MS; retention runs daily and the due-date
  // notices hourly, the evidence chains' heads are anchored outside the database every ten minutes, each on one
  // instance.
  const stopKeyWatch = startKeyWatch(deps.db, deps.cipher, KEY_WATCH_INTERVAL_MS, (err) =>
    log.error({ err }, 'key watch failed'),
  );
  const stopJobs = startScheduledJobs(deps, [retentionJob, dueNoticesJob, anchorEvidenceJob(log)], log);
  // Attachments lose their hidden metadata right after their report is committed (and what is left waiting, at start).
  const cleaner = startAttachmentCleaner(deps, log);
  deps.wakeAttachmentCleaner = cleaner.wake;
  const stopControl =
    database.kind === 'pglite'
      ? await startControlSocket(
          config.dataDir,
          controlHandlers({ ...deps, kind: database.kind }, log),
          (err) => log.error({ err }, 'control command failed'),
        )
      : null;

  let stopMail = () => {};
  if (config.mail) {
    stopMail = startMailWorker(
      deps,
      smtpSender(config.mail.smtpUrl),
      config.mail.intervalSeconds * 1000,
      (err) => log.error({ err }, 'mail delivery failed'),
    );
  }

  // On SIGTERM or SIGINT: no new connections (a load balancer moves on), requests in flight finish (a report
  // being uploaded is kept), the outbox stops, then the database is closed cleanly (the embedded one releases
  // DATA_DIR). Requests still running after SHUTDOWN_GRACE_MS are cut off: the process exits anyway.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing the requests in flight');
    stopMail();
    stopKeyWatch();
    const deadline = setTimeout(() => {
      log.error(
        { graceMs: SHUTDOWN_GRACE_MS },
        'requests still running at the end of the grace period; exiting',
      );
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    await app.close();
    // A request whose client went away may still be running: the database stays open until it ends.
    const running = await requestsSettled(deps);
    if (running > 0) log.info({ running }, 'requests whose client went away have ended');
    await cleaner.stop();
    await stopJobs();
    await stopControl?.();
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Decided before anything is printed, and printed in one write, so the start-up lines come out as one block (a
  // reader of the output, a supervisor's log or a test, never sees half of it).
  const firstAdminLink = await issueFirstAdminLink(deps);
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const lines = [
    '',
    `  사이버감사실: http://${host}:${config.port}/`,
    `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  if (firstAdminLink) {
    const base = config.publicBaseUrl ?? `http://${host}:${config.port}`;
    lines.push(
      '',
      '  No admin account exists yet. Open this one-time link to create the first system admin',
      '  (valid 24 hours or until used; a new one is made at each start while no admin exists):',
      `    ${base}${firstAdminLink}`,
      '',
      '  Or, for a scripted setup, with the command line:',
      "    ADMIN_PASSWORD='<at least 10 characters>' npm run create-admin -- --login admin --name '관리자' --sysadmin",
    );
    if (database.kind === 'pglite')
      lines.push('  (stop the server first: the embedded database is opened by one process at a time)');
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof DataDirError ||
    err instanceof KeyMismatchError ||
    err instanceof MailTemplateError
  ) {
    console.error(`Cannot start: ${err.message}`);
  } else {
    console.error('Cannot start:', err);
  }
  process.exit(1);
});
