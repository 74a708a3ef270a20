import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'audit-lock-'));

describe('embedded database lock', () => {
  it('refuses a directory held by a running process and takes over one left by a dead process', async () => {
    const dir = tmp();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'db.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${holder.pid}`);
    } finally {
      holder.kill();
      await new Promise((r) => holder.once('exit', r));
    }
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(false);
  });

  it('refuses a second open in the same process', () => {
    const dir = tmp();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    lockDataDir(dir)();
  });
});
