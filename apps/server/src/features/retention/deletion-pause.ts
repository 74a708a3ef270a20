// Reports (and their attachments) are deleted by the retention job only. A backup on the embedded database reads
// attachment contents after its snapshot (see backup/dump-database.ts), so it pauses those deletions meanwhile: both
// run in the one process that holds the embedded database, and take turns here. (On PostgreSQL the backup reads
// everything inside its snapshot; the pause is then merely harmless.)

let tail: Promise<unknown> = Promise.resolve();

/** Runs `fn` when no deletion and no backup is running; the next one waits for it. */
export function oneAtATime<T>(fn: () => Promise<T>): Promise<T> {
  const run = tail.then(fn, fn);
  tail = run.catch(() => {});
  return run;
}
