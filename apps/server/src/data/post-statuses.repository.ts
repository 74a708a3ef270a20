import type { Db } from '../db/types.ts';

// Owner of the `post_statuses` table: the four fixed report statuses with their Korean titles (seeded).

/** Code and title of every status, to join for names: `.innerJoin(postStatusNames(db).as('s'), ...)`. */
export function postStatusNames(db: Db) {
  return db.selectFrom('post_statuses').select(['code', 'title']);
}

export function listPostStatuses(db: Db) {
  return db.selectFrom('post_statuses').select(['code', 'title']).orderBy('order_seq').execute();
}
