import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUploadSpool, type UploadSpool } from './upload-spool.ts';

const collect = async (spool: UploadSpool, head: Buffer, size: number) => {
  const slices: Buffer[] = [];
  // Each slice is the same buffer filled again: copy it before asking for the next.
  for await (const slice of spool.slices(head, size)) slices.push(Buffer.from(slice));
  return slices;
};

describe('an upload spool', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'spool-'));
  });
  afterAll(() => rm(dir, { recursive: true }));

  it('leaves no name in its folder, even while it is open', async () => {
    const spool = await openUploadSpool(dir);
    await spool.append(randomBytes(1000));
    expect(await readdir(dir)).toEqual([]);
    await spool.close();
    await spool.close();
    expect(await readdir(dir)).toEqual([]);
  });

  it('gives back the head and the bytes in order, in slices of at most the size asked', async () => {
    const head = randomBytes(33);
    const pieces = [randomBytes(65_536), randomBytes(1), randomBytes(200_000), randomBytes(7)];
    const spool = await openUploadSpool(dir);
    for (const piece of pieces) await spool.append(piece);
    expect(spool.length).toBe(265_544);
    const whole = Buffer.concat([head, ...pieces]);
    for (const size of [34, 4096, 65_536, whole.length - 1, whole.length, whole.length + 1]) {
      const slices = await collect(spool, head, size);
      expect(Buffer.concat(slices).equals(whole)).toBe(true);
      expect(slices.every((s) => s.length > 0 && s.length <= size)).toBe(true);
      expect(slices.length).toBe(Math.ceil(whole.length / size));
    }
    await spool.close();
  });

  it('rewrites its bytes in place, in order, through a transform that keeps their length', async () => {
    const bytes = randomBytes(150_000);
    const spool = await openUploadSpool(dir);
    await spool.append(bytes);
    let seen = 0;
    await spool.rewrite((piece) => {
      seen += piece.length;
      return Buffer.from(piece.map((b) => b ^ 0xff));
    });
    expect(seen).toBe(bytes.length);
    const [back] = await collect(spool, Buffer.alloc(0), 1 << 20);
    expect(back?.equals(Buffer.from(bytes.map((b) => b ^ 0xff)))).toBe(true);
    await expect(spool.rewrite((piece) => piece.subarray(1))).rejects.toThrow(/length/);
    await spool.close();
  });
});
