import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}
export class DataDirError extends Error {}

/**
 * Makes DATA_DIR private to the server's user before anything is written: every file and directory the process
 * creates from now on is 0600/0700 (umask 077), and the directory itself becomes 0700, so another local user
 * can read neither the key file nor the database files (receipt numbers, password hashes in the WAL). A
 * directory that cannot be made private stops the start, saying why.
 */
export function makeDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dataDir, 0o700);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new DataDirError(
      `DATA_DIR ${dataDir} cannot be made private to this user (${code}): it must be a directory this user owns.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>/db.lock` for this process. PGlite's files may be opened by one process only; a second
 * one (the CLI while the server runs, or a second server) would corrupt them, so it is refused here. A lock
 * left by a process that no longer runs is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      // Our own pid counts as held too: opening the same directory twice in one process is as unsafe.
      if (Number.isInteger(holder) && (holder === process.pid || isAlive(holder))) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${holder}. Stop that process first, or set DATABASE_URL to use PostgreSQL, which allows many processes.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${file}.`);
}
