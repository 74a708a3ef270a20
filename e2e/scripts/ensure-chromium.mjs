#!/usr/bin/env node
// Makes sure Debian's chromium and the Nanum Korean fonts are installed, so the browser tests
// never download a browser. Quiet and fast when both are already present.
import { execFileSync, spawnSync } from 'node:child_process';

const quiet = { stdio: ['ignore', 'ignore', 'ignore'] };

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], quiet).status === 0;
}

function packageInstalled(name) {
  const result = spawnSync('dpkg', ['-s', name], { encoding: 'utf8' });
  return result.status === 0 && /^Status: install ok installed$/m.test(result.stdout);
}

function nanumFontPresent() {
  if (packageInstalled('fonts-nanum')) return true;
  const result = spawnSync('fc-list', [], { encoding: 'utf8' });
  return result.status === 0 && /nanum/i.test(result.stdout);
}

const missing = [];
if (!onPath('chromium')) missing.push('chromium');
if (!nanumFontPresent()) missing.push('fonts-nanum');
if (missing.length === 0) process.exit(0);

if (!onPath('apt-get')) {
  console.error(`ensure-chromium: missing ${missing.join(', ')} and apt-get is not available.`);
  console.error('Install Debian packages "chromium" and "fonts-nanum" (or equivalents) by hand.');
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let prefix = [];
if (!isRoot) {
  if (!onPath('sudo')) {
    console.error(
      `ensure-chromium: missing ${missing.join(', ')}; installing needs root and sudo is not available.`,
    );
    console.error(`Run as root: apt-get update && apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  prefix = ['sudo', '-n'];
}

function run(argv) {
  const [command, ...args] = [...prefix, ...argv];
  console.log(`ensure-chromium: ${[command, ...args].join(' ')}`);
  try {
    execFileSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`ensure-chromium: "${[command, ...args].join(' ')}" failed.`);
    if (!isRoot) console.error('sudo may need a password: run the command above yourself, then retry.');
    process.exit(1);
  }
}

console.log(`ensure-chromium: installing ${missing.join(', ')} from Debian (never a downloaded browser)`);
run(['apt-get', 'update']);
run(['apt-get', 'install', '-y', '--no-install-recommends', ...missing]);

if (!onPath('chromium')) {
  console.error('ensure-chromium: chromium is still not on the PATH after installation.');
  process.exit(1);
}
if (!nanumFontPresent()) {
  console.error('ensure-chromium: fonts-nanum is still missing after installation.');
  process.exit(1);
}
console.log('ensure-chromium: chromium and fonts-nanum are ready');
