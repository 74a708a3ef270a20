import fs from 'node:fs';
import path from 'node:path';

/**
 * Where a run's table goes: `bench/results/<date>-<label>.md`, or `-2`, `-3`… after it when that file exists, so a
 * run never replaces an earlier one that bench/README.md may cite.
 */
export function resultsFile(label: string): string {
  const dir = path.resolve(import.meta.dirname, '../results');
  fs.mkdirSync(dir, { recursive: true });
  const stem = `${new Date().toISOString().slice(0, 10)}-${label}`;
  for (let n = 1; ; n++) {
    const file = path.join(dir, n === 1 ? `${stem}.md` : `${stem}-${n}.md`);
    if (!fs.existsSync(file)) return file;
  }
}
