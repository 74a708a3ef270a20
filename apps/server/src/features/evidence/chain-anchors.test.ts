import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AnchorFileError, appendAnchorFile, type ChainAnchor, readAnchorFile } from './chain-anchors.ts';
import { type ChainReport, compareWithAnchor } from './verify-evidence.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-anchors-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const anchor = (
  chain: ChainAnchor['chain'],
  count: number,
  head: string | null,
  keyId = 'k1',
): ChainAnchor => ({
  chain,
  count,
  head,
  keyId,
  at: '2026-12-08T00:00:00.000Z',
});

describe('the anchor file', () => {
  it('appends only the heads that changed, private to the server, and reads the latest of each chain', () => {
    const file = path.join(dir, 'nested', 'anchors.jsonl');
    expect(readAnchorFile(file).size).toBe(0);
    expect(appendAnchorFile(file, [anchor('audit_trail', 3, 'aaa'), anchor('login_logs', 0, null)])).toBe(2);
    expect(appendAnchorFile(file, [anchor('audit_trail', 3, 'aaa'), anchor('login_logs', 0, null)])).toBe(0);
    expect(appendAnchorFile(file, [anchor('audit_trail', 5, 'bbb'), anchor('login_logs', 0, null)])).toBe(1);
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const latest = readAnchorFile(file);
    expect(latest.get('audit_trail')).toMatchObject({ count: 5, head: 'bbb' });
    expect(latest.get('login_logs')).toMatchObject({ count: 0, head: null });
  });

  it('refuses a damaged file with the line that is damaged', () => {
    const file = path.join(dir, 'damaged.jsonl');
    fs.writeFileSync(
      file,
      `${JSON.stringify(anchor('audit_trail', 1, 'x'))}\n{"chain":"audit_trail","count":-1}\n`,
    );
    expect(() => readAnchorFile(file)).toThrow(AnchorFileError);
    expect(() => readAnchorFile(file)).toThrow(/line 2/);
  });
});

describe('a chain against its anchor', () => {
  const report = (count: number): ChainReport => ({
    table: 'audit_trail',
    rows: count,
    head: { count, hash: 'zzz' },
    broken: null,
  });
  const hash = Buffer.from('row five');

  it('holds when it reaches the anchor with the anchor’s hash', () => {
    const a = anchor('audit_trail', 5, hash.toString('base64'));
    expect(compareWithAnchor(report(7), a, hash, 'k1').broken).toBeNull();
  });

  it('is broken when shorter than the anchor, or when the row at the anchor has another hash', () => {
    const a = anchor('audit_trail', 5, hash.toString('base64'));
    expect(compareWithAnchor(report(4), a, undefined, 'k1').broken).toMatchObject({
      seq: 5,
      reason: 'shorter than its anchor',
    });
    expect(compareWithAnchor(report(7), a, Buffer.from('other'), 'k1').broken?.reason).toBe(
      'differs from its anchor',
    );
  });

  it('compares only the length when the anchor was sealed under a key rotated away, or its row was purged', () => {
    const a = anchor('audit_trail', 5, hash.toString('base64'), 'old-key');
    expect(compareWithAnchor(report(7), a, Buffer.from('resealed'), 'k1').broken).toBeNull();
    expect(compareWithAnchor(report(7), anchor('audit_trail', 5, 'x'), undefined, 'k1').broken).toBeNull();
    expect(compareWithAnchor(report(3), a, undefined, 'k1').broken?.reason).toBe('shorter than its anchor');
  });
});
