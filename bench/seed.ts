import { randomBytes, randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type Insertable, sql } from 'kysely';
import { bootDatabase } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { sealUnsealedGrants } from '../apps/server/src/data/access-grants.ts';
import { type ClockMoments, nextDueAt } from '../apps/server/src/data/legal-clocks.ts';
import { reserveIds } from '../apps/server/src/data/reserve-ids.ts';
import { titleSearchTerms } from '../apps/server/src/data/title-search.ts';
import type {
  Db,
  PostsTable,
  ReporterCredentialsTable,
  ReporterIdentitiesTable,
} from '../apps/server/src/db/types.ts';
import { renderReportContent } from '../apps/server/src/features/reports/report-content.ts';
import { grantMac, receiptHash } from '../apps/server/src/security/access-grant.ts';
import { caseNumberLength, newCaseNumber } from '../apps/server/src/security/case-number.ts';
import { BIND } from '../apps/server/src/security/cipher-bindings.ts';
import type { Cipher } from '../apps/server/src/security/crypto.ts';
import { hashPassword } from '../apps/server/src/security/passwords.ts';
import { BENCH, setUpBenchAccounts } from './bench-accounts.ts';
import { KOREAN } from './korean-text.ts';

// npm run bench:seed -- --reports N
// Fills the configured database (DATABASE_URL, or the embedded one in DATA_DIR) with N realistic Korean reports
// through SQL, encrypted exactly as the server encrypts them (its own cipher and bindings, the same key), with one
// password hash computed once: companies and audit teams of the demo group, types, statuses over 2.5 years,
// comments both ways, identities of real-name reports, and a few attachments. Stop the embedded server first.

const { values } = parseArgs({ options: { reports: { type: 'string', default: '10000' } } });
const total = Number(values.reports);
if (!Number.isInteger(total) || total < 1) throw new Error('--reports must be a positive whole number');

const BATCH = 1000;
const DAY = 86_400_000;
const SPAN_DAYS = 900; // within the retention period, so the retention job deletes nothing while the bench runs
const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;

function title(): string {
  const { departments, surnames, ranks, issues } = KOREAN;
  return `${pick(departments)} ${pick(surnames)} ${pick(ranks)} ${pick(issues)}`;
}

function status(ageDays: number): 'WAITING' | 'RECEIVED' | 'IN_PROGRESS' | 'COMPLETED' {
  if (ageDays < 7) return pick(['WAITING', 'WAITING', 'RECEIVED']);
  if (ageDays < 90) return pick(['RECEIVED', 'IN_PROGRESS', 'IN_PROGRESS', 'COMPLETED']);
  return pick(['IN_PROGRESS', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED']);
}

type Ref = { companies: number[]; reportTypes: number[] };

/**
 * The legal clocks' moments of a seeded report, as the application would have written them: one status change (a
 * day after submission, or at completion), which acknowledges it, and the audit office's replies (every second
 * comment, a day apart), which are plain and meet no clock; a completed report is taken as completed with its result
 * message (처리 결과 회신), which meets the feedback clock.
 */
function clockMoments(
  createdAt: Date,
  status: string,
  completedAt: Date | null,
  commentCount: number,
): Pick<ClockMoments, 'acknowledged_at' | 'feedback_at'> & {
  status_changed_at: Date | null;
  replied_at: Date | null;
} {
  const at = (days: number) => new Date(createdAt.getTime() + days * DAY);
  const changed = status === 'WAITING' ? null : (completedAt ?? at(1));
  const lastReply = commentCount >= 2 ? at(commentCount % 2 === 0 ? commentCount : commentCount - 1) : null;
  return {
    acknowledged_at: changed,
    feedback_at: completedAt,
    status_changed_at: changed,
    replied_at: lastReply,
  };
}

/**
 * A case number not yet taken (`taken`: the database's and this run's), drawn as the server draws one
 * (submit-report.ts): longer after three taken ones, which a year of a million-report bench reaches.
 */
function caseNumber(createdAt: Date, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const number = newCaseNumber(createdAt, caseNumberLength(attempt));
    if (!taken.has(number)) {
      taken.add(number);
      return number;
    }
  }
}

async function insertBatch(
  db: Db,
  cipher: Cipher,
  ref: Ref,
  count: number,
  passwordHash: string,
  end: number,
  taken: Set<string>,
) {
  const ids = await reserveIds(db, 'posts', count);
  const posts: Insertable<PostsTable>[] = [];
  const credentials: Insertable<ReporterCredentialsTable>[] = [];
  const identities: Insertable<ReporterIdentitiesTable>[] = [];
  const comments: { postId: number; role: 'ROLE_USER' | 'ROLE_ADMIN'; text: string; at: Date }[] = [];
  const files: { postId: number; at: Date }[] = [];
  for (const id of ids) {
    const ageDays = randomInt(SPAN_DAYS * 100) / 100;
    const createdAt = new Date(end - ageDays * DAY);
    const postStatus = status(ageDays);
    const completedAt =
      postStatus === 'COMPLETED'
        ? new Date(createdAt.getTime() + Math.min(ageDays, randomInt(1, 60)) * DAY)
        : null;
    const postType = randomInt(10) < 4 ? 'PUBLIC' : 'PRIVATE';
    const subject = title();
    const content = renderReportContent({
      who: `${pick(KOREAN.departments)} ${pick(KOREAN.surnames)} ${pick(KOREAN.ranks)}`,
      when: `${createdAt.getFullYear()}년 ${createdAt.getMonth() + 1}월경`,
      where: pick(KOREAN.places),
      what: subject,
      how: pick(KOREAN.hows),
      why: pick(KOREAN.whys),
      otherRequests: randomInt(4) === 0 ? '신원 보호를 부탁드립니다.' : '',
    });
    const commentCount = randomInt(10) < 3 ? randomInt(1, 4) : 0;
    for (let c = 0; c < commentCount; c++)
      comments.push({
        postId: id,
        role: c % 2 === 0 ? 'ROLE_USER' : 'ROLE_ADMIN',
        text: c % 2 === 0 ? pick(KOREAN.reporterComments) : pick(KOREAN.adminComments),
        at: new Date(createdAt.getTime() + (c + 1) * DAY),
      });
    if (randomInt(100) === 0) files.push({ postId: id, at: createdAt });
    const moments = clockMoments(createdAt, postStatus, completedAt, commentCount);
    const receipt = `${randomInt(1, 10)}${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e6)).padStart(6, '0')}`;
    posts.push({
      id,
      // As the server files a report (issue 30): no plain receipt number, its keyed hash and its ciphertext.
      receipt_number: null,
      receipt_hash: receiptHash(cipher, receipt),
      receipt_enc: cipher.encrypt(receipt, BIND.receipt(id)),
      case_number: caseNumber(createdAt, taken),
      company_type_id: pick(ref.companies),
      report_type_id: pick(ref.reportTypes),
      post_type: postType,
      title_enc: cipher.encrypt(subject, BIND.title(id)),
      content_enc: cipher.encrypt(content, BIND.content(id)),
      search_terms: titleSearchTerms(cipher, subject),
      status_code: postStatus,
      comment_count: commentCount,
      last_comment_at: commentCount > 0 ? new Date(createdAt.getTime() + commentCount * DAY) : null,
      completed_at: completedAt,
      ...moments,
      due_at: nextDueAt(
        { ...moments, created_at: createdAt },
        {
          acknowledgementDays: 7,
          feedbackMonths: 3,
        },
      ),
      created_at: createdAt,
      updated_at: completedAt ?? createdAt,
    });
    credentials.push({
      post_id: id,
      password_hash: passwordHash,
      access_mac: grantMac(cipher, 'reporter_credentials', { post_id: id, password_hash: passwordHash }),
    });
    if (postType === 'PUBLIC')
      identities.push({
        post_id: id,
        name_enc: cipher.encrypt(`${pick(KOREAN.surnames)}${pick(KOREAN.givenNames)}`, BIND.name(id)),
        phone_enc: cipher.encrypt(`010-${randomInt(1000, 10000)}-${randomInt(1000, 10000)}`, BIND.phone(id)),
        email_enc: cipher.encrypt(`reporter${id}@example.com`, BIND.email(id)),
        created_at: createdAt,
      });
  }
  const commentIds = await reserveIds(db, 'comments', comments.length);
  const fileIds = await reserveIds(db, 'attachments', files.length);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('posts').values(posts).execute();
    await trx.insertInto('reporter_credentials').values(credentials).execute();
    if (identities.length) await trx.insertInto('reporter_identities').values(identities).execute();
    if (comments.length)
      await trx
        .insertInto('comments')
        .values(
          comments.map((c, i) => {
            const id = commentIds[i] as number;
            return {
              id,
              post_id: c.postId,
              author_role: c.role,
              admin_user_id: null,
              content_enc: cipher.encrypt(c.text, BIND.comment(c.postId, id)),
              created_at: c.at,
              updated_at: c.at,
            };
          }),
        )
        .execute();
    if (files.length)
      await trx
        .insertInto('attachments')
        .values(
          files.map((f, i) => {
            const id = fileIds[i] as number;
            const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4087)]);
            return {
              id,
              post_id: f.postId,
              filename_enc: cipher.encrypt('증빙자료.pdf', BIND.filename(f.postId, id)),
              content_type: 'application/pdf',
              size_bytes: data.length,
              data_enc: cipher.encrypt(data, BIND.fileData(f.postId, id)),
              // Handled by the cleaner long ago, as the server would have: nothing to remove. A PENDING file would
              // be cleaned in the background while the scenarios run and take the server's CPU with it.
              cleaning: 'CLEANED',
              clean_data_enc: null,
              created_at: f.at,
            };
          }),
        )
        .execute();
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const { database, cipher } = await bootDatabase(config, { seed: true });
  const db = database.db;
  try {
    await setUpBenchAccounts(db, cipher);
    const ref: Ref = {
      companies: (
        await db.selectFrom('company_types').select('id').where('status', '=', 'ENABLED').execute()
      ).map((r) => r.id),
      reportTypes: (await db.selectFrom('report_types').select('id').execute()).map((r) => r.id),
    };
    const passwordHash = await hashPassword(BENCH.reporterPassword);
    // Counting each row in the status counters one by one would cost as much as the rows: counted once at the end.
    await sql`alter table posts disable trigger posts_count_statuses`.execute(db);
    const end = Date.now();
    const taken = new Set(
      (await db.selectFrom('posts').select('case_number').execute()).map((r) => r.case_number),
    );
    for (let done = 0; done < total; ) {
      const count = Math.min(BATCH, total - done);
      await insertBatch(db, cipher, ref, count, passwordHash, end, taken);
      done += count;
      if (done % 50_000 === 0 || done === total)
        console.log(`${done}/${total} reports (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    await sql`alter table posts enable trigger posts_count_statuses`.execute(db);
    await sql`delete from post_status_counts`.execute(db);
    await sql`insert into post_status_counts (company_type_id, status_code, n)
      select company_type_id, status_code, count(*) from posts group by 1, 2`.execute(db);
    await sql`analyze`.execute(db);
    const n = await db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `Seeded ${total} reports in ${Math.round((Date.now() - started) / 1000)} s; the database holds ${n.n}. ` +
        `Admins: ${BENCH.allCompanies} and ${BENCH.oneCompany} (password ${BENCH.adminPassword}); reporters' password ${BENCH.reporterPassword}.`,
    );
    // The reports and their credentials were written sealed (receipt hash and ciphertext, credential MACs); anything
    // else written without a MAC (none expected) is sealed as a first start would.
    await sealUnsealedGrants(db, cipher);
  } finally {
    await database.close();
  }
}

await main();
