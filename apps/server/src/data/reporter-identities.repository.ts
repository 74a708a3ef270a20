import { compiledOnce } from './compiled-query.ts';
import type { Db } from '../db/types.ts';
import type { WithFiledReport } from './posts.repository.ts';

// Owner of the `reporter_identities` table: name, phone and e-mail of a real-name reporter, encrypted. An
// anonymous report has no row here at all.

/** A real-name reporter's identity: a part of the statement that files the report (report-filing.repository.ts). */
export function filedIdentityInsert(
  qc: WithFiledReport,
  enc: { name: Buffer; phone: Buffer; email: Buffer },
  now: Date,
) {
  return qc
    .insertInto('reporter_identities')
    .columns(['post_id', 'name_enc', 'phone_enc', 'email_enc', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('filed')
        .select([
          'filed.id',
          eb.val(enc.name).as('name_enc'),
          eb.val(enc.phone).as('phone_enc'),
          eb.val(enc.email).as('email_enc'),
          eb.val(now).as('created_at'),
        ]),
    );
}

const identityQuery = compiledOnce((db, p: { postId: number }) =>
  db
    .selectFrom('reporter_identities')
    .select(['name_enc', 'phone_enc', 'email_enc'])
    .where('post_id', '=', p.postId),
);

export async function findIdentity(db: Db, postId: number) {
  return (await identityQuery(db, { postId }))[0];
}
