import { reporterApi } from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.ts';
import type { Binding } from '../security/cipher-bindings.ts';
import type { Cipher } from '../security/crypto.ts';
import { call } from './api.ts';
import type { Company } from './factories.ts';
import { rowCount } from './test-database.ts';

export const VALID_PASSWORD = 'abcd123!';

/** A real-name report's fields as the web form sends them, for the company given at filing. */
export const REAL_NAME_FIELDS = {
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
export type ReportFields = Record<string, string | undefined>;

/**
 * The multipart form the web app sends for a report on `company` (a Company, or a raw code to test refusals);
 * `fields` override the real-name defaults (undefined leaves a field out); `files` may hold several entries.
 */
export function reportForm(
  company: Company | string,
  fields: ReportFields = {},
  files: TestFile[] = [],
): FormData {
  const form = new FormData();
  const companyType = typeof company === 'string' ? company : company.code;
  for (const [k, v] of Object.entries({ companyType, ...REAL_NAME_FIELDS, ...fields }))
    if (v !== undefined) form.append(k, v);
  return withFiles(form, files);
}

/** A comment with files as multipart/form-data (issue 31), as the web app sends it. */
export function commentForm(content: string, files: TestFile[] = []): FormData {
  const form = new FormData();
  form.append('content', content);
  return withFiles(form, files);
}

/** The form with each file appended in the field `files`, as a browser sends them. */
function withFiles(form: FormData, files: TestFile[]): FormData {
  for (const f of files)
    form.append(
      'files',
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  return form;
}

/** Bytes that pass as a PDF of `size` bytes. */
export function pdfBytes(size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  data.write('%PDF-1.7\n', 0, 'latin1');
  return data;
}

export function fileReport(app: FastifyInstance, form: FormData, remoteAddress = '127.0.0.1') {
  return call(app, reporterApi.submit, { payload: form, remoteAddress });
}

export function signin(app: FastifyInstance, loginId: string, password: string, remoteAddress = '127.0.0.1') {
  return call(app, reporterApi.signin, {
    payload: { loginId, password, timestamp: Math.floor(Date.now() / 1000) },
    remoteAddress,
  });
}

/** Files a report on `company` (expecting success) and answers its receipt number. */
export async function makeReport(
  app: FastifyInstance,
  company: Company,
  fields: ReportFields = {},
  files: TestFile[] = [],
): Promise<string> {
  const filed = await fileReport(app, reportForm(company, fields, files));
  if (filed.statusCode !== 200) throw new Error(`filing failed: ${filed.statusCode} ${filed.body}`);
  return filed.json().receiptNumber as string;
}

/** Files a report on `company` and signs in to it; answers the receipt number and a reporter token. */
export async function reportAndSignIn(
  app: FastifyInstance,
  company: Company,
  fields: ReportFields = {},
  files: TestFile[] = [],
) {
  const receiptNumber = await makeReport(app, company, fields, files);
  const res = await signin(app, receiptNumber, fields.password ?? VALID_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { receiptNumber, token: res.json().token as string };
}

/** How many rows a submission writes to, table by table: a failed one must leave them as they were. */
export async function reportRowCounts(db: Db) {
  return {
    posts: await rowCount(db, 'posts'),
    credentials: await rowCount(db, 'reporter_credentials'),
    identities: await rowCount(db, 'reporter_identities'),
    attachments: await rowCount(db, 'attachments'),
  };
}

/**
 * `real`, except that encrypting an attachment's name fails: the submission does that inside its transaction, after
 * the report's row is written (the file's bytes were encrypted as they arrived), so a write fails half-way.
 */
export function cipherFailingAtFileName(real: Cipher): Cipher {
  return {
    ...real,
    encrypt: (plain: Buffer | string, binding: Binding) => {
      if (binding.startsWith('attachments.filename|')) throw new Error('disk full');
      return real.encrypt(plain, binding);
    },
  };
}
