import { compiledQuery } from './compiled-query.ts';
import type { Db } from '../db/types.ts';
import { filedCredentialsInsert } from './reporter-credentials.repository.ts';
import { type NewReport, reportRowInsert, type WithFiledReport } from './posts.repository.ts';
import { filedIdentityInsert } from './reporter-identities.repository.ts';

// The statement that files a report: its row, its reporter's credentials and, for a real-name report, the
// reporter's identity, each part built by its table's owner. One statement is atomic on its own, so a report
// without a file, on a site without mail, needs no transaction: two round trips in all (its id, drawn while the
// password is hashed, and this) instead of five (six for a real-name report).

/** A report's row, its password hash and, for a real-name report, the reporter's name, phone and e-mail, encrypted. */
export type ReportFiling = NewReport & {
  passwordHash: string;
  /** The credentials' MAC (security/access-grant.ts), computed for the report's drawn id before the statement. */
  credentialsMac: Buffer;
  identity: { name: Buffer; phone: Buffer; email: Buffer } | null;
};

type FilingValues = NewReport & { passwordHash: string; credentialsMac: Buffer; name: Buffer; phone: Buffer; email: Buffer };

// The anonymous statement has no slots for an identity: these values fill none.
const NO_IDENTITY = { name: Buffer.alloc(0), phone: Buffer.alloc(0), email: Buffer.alloc(0) };

const filingQuery = compiledQuery(
  (realName: boolean) => (realName ? 'real-name' : 'anonymous'),
  (db, realName, p: FilingValues) => {
    // The parts are built on the database typed to know `filed` (the CTE is in the statement they are part of).
    const afterRow = db as unknown as WithFiledReport;
    const filing = db
      .with('filed', () => reportRowInsert(db, p))
      .with('credentials', () => filedCredentialsInsert(afterRow, p.passwordHash, p.credentialsMac));
    const identity = { name: p.name, phone: p.phone, email: p.email };
    return realName
      ? filing
          .with('identity', () => filedIdentityInsert(afterRow, identity, p.now))
          .selectFrom('filed')
          .select('id')
      : filing.selectFrom('filed').select('id');
  },
);

/** Files the report in one statement; answers false when its receipt number was taken (nothing was written). */
export async function insertReportFiling(db: Db, { identity, ...f }: ReportFiling): Promise<boolean> {
  const rows = await filingQuery(db, identity !== null, { ...f, ...(identity ?? NO_IDENTITY) });
  return rows.length > 0;
}
