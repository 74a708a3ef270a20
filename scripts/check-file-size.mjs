// Fails when a source file grows past 300 lines: a file that long wants splitting by what it holds
// (docs/architecture.md). Data and prose (JSON, Markdown, lock files) do not count.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 300;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|html)$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => SOURCE.test(f));
const tooLong = files
  .map((file) => {
    try {
      return { file, lines: readFileSync(file, 'utf8').split('\n').length - 1 };
    } catch {
      return { file, lines: 0 }; // deleted in the working tree
    }
  })
  .filter((f) => f.lines > LIMIT);

if (tooLong.length > 0) {
  for (const f of tooLong) console.error(`${f.file}: ${f.lines} lines (more than ${LIMIT})`);
  process.exit(1);
}
console.log(`${files.length} source files, none over ${LIMIT} lines`);
