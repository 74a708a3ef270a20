import { type Kysely, sql } from 'kysely';
import { addBuiltInMenu, removeBuiltInMenu } from './built-in-menu.ts';

// Issue 12's notifications: mails carry an HTML part beside the plain text (sent as multipart/alternative), and
// system admins follow the outbox on the new built-in menu /adminoutbox (key OUTBOX), granted to the groups that
// run the site. Frozen in time.
// - mail_outbox.html_enc: encrypted and bound to the mail's row like body_enc; null for mails queued before.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on app types.
type AnyDb = Kysely<any>;

export async function upOutboxMenu(db: AnyDb): Promise<void> {
  await sql`alter table mail_outbox add column html_enc bytea`.execute(db);
  await addBuiltInMenu(
    db,
    {
      key: 'OUTBOX',
      url: '/adminoutbox',
      name: '메일 발송함',
      description: '알림 메일의 발송 상태 조회와 실패한 메일 재발송',
    },
    'GROUP_PERMISSIONS',
  );
}

export async function downOutboxMenu(db: AnyDb): Promise<void> {
  await removeBuiltInMenu(db, 'OUTBOX');
  await sql`alter table mail_outbox drop column html_enc`.execute(db);
}
