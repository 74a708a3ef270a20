#!/usr/bin/env node
// `npm run dev`: the server (tsx watch, restarts on change) and the web app rebuilt as its files change (Vite's watch
// builds of the public pages' and the admin app's browser files and of the server's page renderer), side by side
// with prefixed output. The server serves the whole site on :8080 and picks up each new web build (WEB_DEV_RELOAD):
// reload the page after a change. The public pages are rendered by the server, so there is no separate web dev
// server. Ctrl-C stops all four; when one of them exits, the others are stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);

const apiEnv = {
  ...process.env,
  PORT: process.env.PORT || '8080',
  HOST: process.env.HOST || '127.0.0.1',
  DATA_DIR: process.env.DATA_DIR || './data',
  WEB_DEV_RELOAD: 'true',
};

const services = [
  {
    name: 'api',
    colorCode: '36',
    args: ['tsx', 'watch', '--clear-screen=false', '--conditions=source', 'apps/server/src/main.ts'],
    env: apiEnv,
  },
  {
    name: 'web',
    colorCode: '35',
    args: ['vite', 'build', 'apps/web', '--watch', '--mode', 'development', '--clearScreen', 'false'],
    env: { ...process.env, WEB_KEEP_OUT_DIR: 'true' },
  },
  {
    name: 'admin',
    colorCode: '33',
    args: ['vite', 'build', 'apps/web', '--watch', '--mode', 'development', '--clearScreen', 'false'],
    env: { ...process.env, WEB_PART: 'admin' },
  },
  {
    name: 'pages',
    colorCode: '34',
    args: [
      'vite',
      'build',
      'apps/web',
      '--ssr',
      'src/server-render.tsx',
      '--watch',
      '--mode',
      'development',
      '--clearScreen',
      'false',
    ],
    env: process.env,
  },
];

const children = [];
let stopping = false;
let exitCode = 0;

function pipeLines(stream, prefix, out) {
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => out.write(`${prefix} ${line}\n`));
}

function signalChild(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Each service runs in its own process group (npx -> tsx -> node), so the whole group is signalled.
    if (isWindows) child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stopAll(reason) {
  if (stopping) return;
  stopping = true;
  console.log(paint('33', `[dev] ${reason}; stopping the dev servers...`));
  for (const child of children) signalChild(child, 'SIGTERM');
  // Anything still running after a grace period is killed outright.
  setTimeout(() => {
    for (const child of children) signalChild(child, 'SIGKILL');
  }, 5_000).unref();
}

for (const service of services) {
  const prefix = paint(service.colorCode, `[${service.name}]`);
  const child = spawn(isWindows ? 'npx.cmd' : 'npx', ['--no-install', ...service.args], {
    cwd: repoRoot,
    env: service.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: !isWindows,
    shell: isWindows,
  });
  children.push(child);
  pipeLines(child.stdout, prefix, process.stdout);
  pipeLines(child.stderr, prefix, process.stderr);
  child.on('error', (err) => {
    console.error(`${prefix} could not start: ${err.message}`);
    exitCode = 1;
    stopAll(`${service.name} failed to start`);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      exitCode = code ?? 1;
      stopAll(`${service.name} exited (${signal ?? `code ${code}`})`);
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}

process.on('SIGINT', () => stopAll('interrupted'));
process.on('SIGTERM', () => stopAll('terminated'));
process.on('SIGHUP', () => stopAll('hang-up'));

console.log(
  paint('33', `[dev] the site on http://${apiEnv.HOST}:${apiEnv.PORT} (data in ${apiEnv.DATA_DIR}), `) +
    paint('33', 'rebuilt as you edit: reload the page after a change — Ctrl-C stops everything'),
);
