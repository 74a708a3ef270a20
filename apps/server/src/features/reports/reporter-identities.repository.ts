import { compiledOnce } from '../../db/compiled-query.ts';
import type { Db } from '../../db/types.ts';

// Owner of the `reporter_identities` table: name, phone and e-mail of a real-name reporter, encrypted. An
// anonymous report has no row here at all.

export async function insertIdentity(
  db: Db,
  postId: number,
  enc: { name: Buffer; phone: Buffer; email: Buffer },
  now: Date,
): Promise<void> {
  await db
    .insertInto('reporter_identities')
    .values({
      post_id: postId,
      name_enc: enc.name,
      phone_enc: enc.phone,
      email_enc: enc.email,
      created_at: now,
    })
    .execute();
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
