#!/usr/bin/env node
// Runs a command and ends it when it has printed nothing for a while: `node .ci/quiet-watchdog.mjs <seconds> cmd ...`.
//
// Why: on this machine a test process has been seen to stop for good while Vitest loaded its modules (a fresh worker,
// 0.3 s of CPU, its event loop idle with a file read that never completed and libuv's threads all waiting), before any
// test or timeout of ours ran. Vitest has no timeout for that phase, so the step waited until the whole CI job ran
// out of time. A test run prints a line for every file it finishes, and no file takes longer than about a minute
// (the slowest, rotate-key.test.ts on PGlite, 67 s), so minutes of silence mean a stalled process, not a slow test.
// The watchdog then prints what the stalled processes were doing, ends them and exits with 124, which .ci/run takes
// as "run this step once more"; any other exit code is passed through unchanged.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const [limitArg, command, ...args] = process.argv.slice(2);
const limitMs = Number(limitArg) * 1000;
if (!command || !(limitMs > 0)) {
  console.error('usage: node .ci/quiet-watchdog.mjs <seconds of silence> <command> [args...]');
  process.exit(2);
}

// Its own process group, so that ending it ends Vitest's workers too.
const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let lastOutput = Date.now();
child.stdout.on('data', (chunk) => {
  lastOutput = Date.now();
  process.stdout.write(chunk);
});
child.stderr.on('data', (chunk) => {
  lastOutput = Date.now();
  process.stderr.write(chunk);
});

/** The processes of the child's group: pid, command line, CPU seconds and the files they hold open. */
function describeGroup() {
  const lines = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== child.pid) continue; // the process group
      const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / 100;
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').slice(0, 160);
      const files = readdirSync(`/proc/${pid}/fd`)
        .map((fd) => {
          try {
            return readlinkSync(`/proc/${pid}/fd/${fd}`);
          } catch {
            return '';
          }
        })
        .filter((target) => target.startsWith('/') && !target.startsWith('/dev/'));
      lines.push(
        `  ${pid} (cpu ${cpuSeconds}s) ${cmd}${files.length ? `\n    open: ${files.join(', ')}` : ''}`,
      );
    } catch {
      // gone meanwhile
    }
  }
  return lines.join('\n');
}

const timer = setInterval(() => {
  if (Date.now() - lastOutput < limitMs) return;
  clearInterval(timer);
  console.error(
    `\nquiet-watchdog: no output for ${limitArg} s; the processes of the run:\n${describeGroup()}`,
  );
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  process.exitCode = 124;
}, 5_000);

child.on('exit', (code, signal) => {
  clearInterval(timer);
  if (process.exitCode !== 124) process.exitCode = code ?? (signal ? 1 : 0);
});
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
    process.exit(sig === 'SIGINT' ? 130 : 143);
  });
}
