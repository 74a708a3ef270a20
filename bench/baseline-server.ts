import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { adminApi, commonsApi, endpointUrl, reporterApi } from '@audit/contracts';
import pg from 'pg';
import { openReceipt } from '../apps/server/src/security/access-grant.ts';
import { BIND } from '../apps/server/src/security/cipher-bindings.ts';
import { createCipher } from '../apps/server/src/security/crypto.ts';
import { loadMasterKey } from '../apps/server/src/security/master-key-file.ts';
import { keywordPieces, searchTerms } from '../apps/server/src/security/search-terms.ts';
import { adminOf, reporterSession, type Who } from './lib/baseline-grants.ts';
import { listSql, SCOPE } from './lib/baseline-list-sql.ts';
import { PRERENDERED_PAGES, pageFileName } from './lib/site-pages.ts';
import { sendAsset, sendPage } from './lib/static-assets.ts';

// The raw baseline: a bare node:http server with pg that answers the benchmarked requests with the least work each
// answer needs (the session lookup, the scoped query, the decryptions, the access-log row a detail view must write,
// the JSON) and no framework, validation layer or plugin. Same database, same key, same answers' shapes. It checks
// what grants access as the server does (lib/baseline-grants.ts: MACs, receipt numbers by their keyed hash) and shows
// receipt numbers decrypted from posts.receipt_enc (issue 30).
// Run by bench/run.ts: BASELINE_PORT, DATABASE_URL, APP_MASTER_KEY or DATA_DIR, and BASELINE_PAGES_DIR (the public
// pages the project prerenders, saved as files: served as a static file server serves them).

const cipher = createCipher(
  loadMasterKey(process.env.APP_MASTER_KEY || undefined, process.env.DATA_DIR ?? './data'),
);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});
// Every query a prepared statement (named by its text), as a careful hand-written server would do.
const query = (text: string, values: unknown[] = []) =>
  pool.query({ name: createHash('sha1').update(text).digest('hex'), text, values });
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist/client');
const pagesDir = process.env.BASELINE_PAGES_DIR ?? '';
const pageFiles = new Map<string, string>(PRERENDERED_PAGES.map((page) => [page, pageFileName(page)]));

const STATUS_TITLES: Record<string, string> = {
  WAITING: '접수대기',
  RECEIVED: '접수완료',
  IN_PROGRESS: '처리중',
  COMPLETED: '처리완료',
};

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(json);
}

async function admin(req: IncomingMessage): Promise<Who | null> {
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  return token ? adminOf(query, cipher, token) : null;
}

async function list(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const who = await admin(req);
  if (!who) return send(res, 401, { message: 'unauthorized' });
  const page = Number(url.searchParams.get('page') ?? 0);
  const company = url.searchParams.get('companyType') ?? '';
  const keyword = url.searchParams.get('keyword') ?? '';
  const byComment = url.searchParams.get('sort') === 'commentCreatedDate,desc';
  const terms = keyword ? searchTerms(cipher.lookupHash, keywordPieces(keyword)) : null;
  const { params, countSql, pageSql } = listSql({
    groupId: who.groupId,
    adminId: who.id,
    company,
    terms,
    byComment,
    page,
  });
  const [counts, rows] = await Promise.all([query(countSql, params), query(pageSql, params)]);
  const statusCountMap: Record<string, number> = { 전체: 0 };
  let overdueCount = 0;
  for (const r of counts.rows) overdueCount += Number(r.overdue);
  for (const code of Object.keys(STATUS_TITLES)) {
    const n = Number(counts.rows.find((r) => r.status_code === code)?.n ?? 0);
    statusCountMap[STATUS_TITLES[code] as string] = n;
    statusCountMap.전체 = (statusCountMap.전체 ?? 0) + n;
  }
  const total = statusCountMap.전체 ?? 0;
  send(res, 200, {
    board: {
      content: rows.rows.map((r) => ({
        id: Number(r.id),
        receiptNumber: openReceipt(cipher, Number(r.id), r.receipt_enc),
        companyType: { code: r.company_code, title: r.company_title },
        reportType: { code: r.type_code, title: r.type_title },
        postType: r.post_type,
        title: cipher.decryptText(r.title_enc, BIND.title(Number(r.id))),
        createdDate: r.created_at.toISOString(),
        status: { statusCode: r.status_code, statusTitle: STATUS_TITLES[r.status_code] },
        commentCount: r.comment_count,
        lastCommentDate: r.last_comment_at?.toISOString() ?? null,
        dueDate: r.due_at?.toISOString() ?? null,
        overdue: r.due_at !== null && r.due_at < new Date(),
      })),
      totalElements: total,
      totalPages: Math.ceil(total / 10),
      number: page,
      size: 10,
    },
    statusCountMap,
    overdueCount,
  });
}

/** The access-log row a detail view must write first: chained under the table's lock, as the product does. */
async function recordView(
  who: { id: number; loginId: string },
  postId: number,
  receipt: string,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // The lock, the last row's hash, the next index and the new id in one statement, as the product takes them
    // (finding 32; migration 20261208T0400).
    const turn = await client.query(
      `select prev, next_seq, next_id from evidence_chain_turn('personal_data_access_logs', 7300, 2)`,
    );
    const id = Number(turn.rows[0].next_id);
    const row = {
      id,
      admin_user_id: who.id,
      admin_login_id: who.loginId,
      ip: '127.0.0.1',
      action: 'VIEW_REPORT',
      post_id: postId,
      receipt_number: receipt,
      created_at: new Date(),
    };
    const prev = turn.rows[0].prev ?? null;
    await client.query(
      `insert into personal_data_access_logs (id, admin_user_id, admin_login_id, ip, action, post_id, receipt_number, created_at, prev_hash, chain_hash, seq)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        who.id,
        who.loginId,
        row.ip,
        row.action,
        postId,
        receipt,
        row.created_at,
        prev,
        cipher.sealEvidence(prev, 'personal_data_access_logs', row),
        Number(turn.rows[0].next_seq),
      ],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

async function detail(req: IncomingMessage, res: ServerResponse, id: number): Promise<void> {
  const who = await admin(req);
  if (!who) return send(res, 401, { message: 'unauthorized' });
  const found = await query(
    `select p.*, c.code as company_code, c.title as company_title, t.code as type_code, t.title as type_title
       from posts p join company_types c on c.id = p.company_type_id join report_types t on t.id = p.report_type_id
      where p.id = $3 and ${SCOPE}`,
    [who.groupId, who.id, id],
  );
  const p = found.rows[0];
  if (!p) return send(res, 404, { message: 'not found' });
  const receiptNumber = openReceipt(cipher, id, p.receipt_enc);
  await recordView(who, id, receiptNumber);
  const [files, comments, identity, visits] = await Promise.all([
    query('select id, filename_enc, size_bytes from attachments where post_id = $1 order by created_at, id', [
      id,
    ]),
    query(
      'select id, author_role, content_enc, created_at from comments where post_id = $1 order by created_at, id',
      [id],
    ),
    query('select name_enc, phone_enc, email_enc from reporter_identities where post_id = $1', [id]),
    query('select last_login_at, login_success_count from reporter_credentials where post_id = $1', [id]),
  ]);
  const ident = identity.rows[0];
  send(res, 200, {
    id,
    receiptNumber,
    companyType: { code: p.company_code, title: p.company_title },
    reportType: { code: p.type_code, title: p.type_title },
    postType: p.post_type,
    title: cipher.decryptText(p.title_enc, BIND.title(id)),
    content: cipher.decryptText(p.content_enc, BIND.content(id)),
    createdDate: p.created_at.toISOString(),
    completedDate: p.completed_at?.toISOString() ?? null,
    status: { statusCode: p.status_code, statusTitle: STATUS_TITLES[p.status_code] },
    attachFiles: files.rows.map((f) => ({
      id: Number(f.id),
      clientFilename: cipher.decryptText(f.filename_enc, BIND.filename(id, Number(f.id))),
      size: f.size_bytes,
    })),
    comments: comments.rows.map((c) => ({
      id: Number(c.id),
      role: c.author_role,
      content: cipher.decryptText(c.content_enc, BIND.comment(id, Number(c.id))),
      createdDate: c.created_at.toISOString(),
    })),
    commentCount: p.comment_count,
    user: {
      name: ident ? cipher.decryptText(ident.name_enc, BIND.name(id)) : null,
      phoneNumber: ident ? cipher.decryptText(ident.phone_enc, BIND.phone(id)) : null,
      email: ident ? cipher.decryptText(ident.email_enc, BIND.email(id)) : null,
      createdDate: p.created_at.toISOString(),
      lastLoginDate: visits.rows[0]?.last_login_at?.toISOString() ?? null,
      loginSuccessCount: visits.rows[0]?.login_success_count ?? 0,
    },
  });
}

async function signin(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body = '';
  for await (const chunk of req) body += chunk;
  const { loginId, password } = JSON.parse(body) as { loginId: string; password: string };
  const token = await reporterSession(query, cipher, loginId, password);
  if (!token) return send(res, 401, { message: 'bad credentials' });
  send(res, 200, { token });
}

async function companies(res: ServerResponse): Promise<void> {
  const { rows } = await query(
    `select c.code, c.title, c.notice_brand,
        exists (select 1 from company_type_maps m join user_groups g on g.id = m.group_id
                where m.company_type_id = c.id and m.is_source_comp and m.status = 'ENABLED' and g.status = 'ENABLED') as alerted
       from company_types c where c.status = 'ENABLED' order by c.order_seq, c.id`,
  );
  send(
    res,
    200,
    rows.map((r) => ({ code: r.code, title: r.title, isAlerted: r.alerted, noticeBrand: r.notice_brand })),
  );
}

// The report detail's path with its id captured: /api/admin/posts/:id.
const DETAIL = new RegExp(`^${adminApi.post.path.replace(':id', '(\\d+)')}$`);

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const detailId = DETAIL.exec(url.pathname)?.[1];
  const handle = async () => {
    if (url.pathname === endpointUrl(adminApi.posts)) return list(req, res, url);
    if (detailId) return detail(req, res, Number(detailId));
    if (url.pathname === endpointUrl(reporterApi.signin) && req.method === 'POST') return signin(req, res);
    if (url.pathname === endpointUrl(commonsApi.companyTypes)) return companies(res);
    if (url.pathname.startsWith('/assets/'))
      return sendAsset(res, webDist, url.pathname.slice('/assets/'.length));
    const page = pageFiles.get(url.pathname);
    if (page && pagesDir) return sendPage(res, pagesDir, page);
    res.writeHead(404).end();
  };
  handle().catch((err: Error) => send(res, 500, { message: err.message }));
});
server.listen(Number(process.env.BASELINE_PORT ?? 8090), '127.0.0.1', () => {
  console.log(`baseline listening on ${process.env.BASELINE_PORT ?? 8090}`);
});
