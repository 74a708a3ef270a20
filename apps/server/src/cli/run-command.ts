// The one way a command of `npm run <command>` runs (cli/*.ts): its body answers the exit code, a failure it did not
// expect is one line without a stack, and a database it opened is closed whatever happened.

/**
 * Runs a command's body and exits with the code it answers. An unexpected failure prints `<failed>: <message>` and
 * exits with `failedCode` (1 unless the command documents another).
 */
export function runCommand(failed: string, body: () => Promise<number>, failedCode = 1): void {
  body().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`${failed}: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(failedCode);
    },
  );
}

/** Runs `use` on an opened database and closes the database afterwards, whether `use` succeeded or not. */
export async function usingDatabase<D extends { close(): Promise<void> }, T>(
  database: D,
  use: (database: D) => Promise<T>,
): Promise<T> {
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
