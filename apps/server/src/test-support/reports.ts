import type { FastifyInstance } from 'fastify';

export const VALID_PASSWORD = 'abcd123!';

export const REAL_NAME_FIELDS = {
  companyType: 'GARAM_FOODS',
  reportType: 'BRIBERY',
  postType: 'PUBLIC',
  title: '협력업체 선정 관련 금품 수수',
  who: '구매팀 김 과장',
  when: '2026년 10월 초',
  where: '본사 3층 회의실',
  what: '상품권 수수',
  how: '명절 선물 명목으로',
  why: '업체 선정 대가로 보입니다',
  otherRequests: '',
  name: '홍길동',
  email: 'reporter@example.com',
  phoneNumber: '010-1234-5678',
  password: VALID_PASSWORD,
} as const;

export type TestFile = { name: string; data: Buffer | Uint8Array; type?: string };

/** The multipart form the web app sends; `files` may hold several entries to test refusals. */
export function reportForm(
  fields: Record<string, string | undefined> = {},
  files: TestFile[] = [],
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...REAL_NAME_FIELDS, ...fields }))
    if (v !== undefined) form.append(k, v);
  for (const f of files)
    form.append(
      'files',
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  return form;
}

export function pdfBytes(size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  data.write('%PDF-1.7\n', 0, 'latin1');
  return data;
}

export async function fileReport(app: FastifyInstance, form: FormData, remoteAddress = '127.0.0.1') {
  const res = await app.inject({ method: 'POST', url: '/api/informant/posts', payload: form, remoteAddress });
  return res;
}

export async function signin(
  app: FastifyInstance,
  loginId: string,
  password: string,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/informant/signin',
    payload: { loginId, password, timestamp: Math.floor(Date.now() / 1000) },
    remoteAddress,
  });
}

/** Files a real-name report and signs in to it; answers the receipt number and a reporter token. */
export async function reportAndSignIn(
  app: FastifyInstance,
  fields: Record<string, string | undefined> = {},
  files: TestFile[] = [],
) {
  const filed = await fileReport(app, reportForm(fields, files));
  if (filed.statusCode !== 200) throw new Error(`filing failed: ${filed.statusCode} ${filed.body}`);
  const { receiptNumber } = filed.json() as { receiptNumber: string };
  const res = await signin(app, receiptNumber, fields.password ?? VALID_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { receiptNumber, token: (res.json() as { token: string }).token };
}
