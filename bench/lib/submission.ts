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
    // A title and sections like the seeded reports' (bench/seed.ts): the blind index hashes every character, pair
    // and triple of the title, so a short one would understate what a real report costs.
    title: '구매팀 김 과장 협력업체 선정 관련 리베이트',
    who: '구매팀 김 과장과 협력업체 영업 담당자',
    when: '올해 3월부터 최근까지 분기마다',
    where: '본사 근처 식당과 협력업체 사무실',
    what: '협력업체 선정 대가로 납품 금액의 일부를 현금과 상품권으로 받았습니다.',
    how: '견적 평가표의 점수를 바꾸어 특정 업체가 선정되게 하였습니다.',
    why: '개인적인 이익을 얻기 위한 것으로 보입니다.',
    otherRequests: '',
    password: BENCH.reporterPassword,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('files', new Blob([new Uint8Array(file)], { type: kind.type }), kind.name);
  const request = new Request('http://x', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}
