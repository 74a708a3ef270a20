import { hash, verify } from '@node-rs/argon2';
import { BENCH } from '../bench-accounts.ts';

/** Hashes or verifications a second with two running at a time: the bound sign-in and submission can reach. */
export async function argon2Rate(seconds: number, kind: 'hash' | 'verify'): Promise<number> {
  const stored = await hash(BENCH.reporterPassword, {
    algorithm: 2,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  const end = Date.now() + seconds * 1000;
  let n = 0;
  const worker = async () => {
    while (Date.now() < end) {
      if (kind === 'hash')
        await hash(BENCH.reporterPassword, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
      else await verify(stored, BENCH.reporterPassword);
      n++;
    }
  };
  await Promise.all([worker(), worker()]);
  return n / seconds;
}

/** The report form the bench submits (multipart, as the web app sends it), with a file or without. */
export async function formBody(
  companyCode: string,
  file?: Buffer,
  kind: { name: string; type: string } = { name: '증빙.pdf', type: 'application/pdf' },
): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  const fields: Record<string, string> = {
    companyType: companyCode,
    reportType: 'BRIBERY',
    postType: 'PRIVATE',
    title: '벤치 제보',
    who: '누가',
    when: '언제',
    where: '어디서',
    what: '무엇을',
    how: '어떻게',
    why: '왜',
    otherRequests: '',
    password: BENCH.reporterPassword,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('files', new Blob([new Uint8Array(file)], { type: kind.type }), kind.name);
  const request = new Request('http://x', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}
