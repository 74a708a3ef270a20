/**
 * Where each encrypted value lives: its column and its row. The pair is the value's associated data, so a
 * ciphertext only decrypts in the column and the row it was written for: copying one report's body into another
 * report's row (a database writer without the key) gives an error, not the first report's text. This is the
 * list of what is encrypted at rest.
 */
const COLUMNS = {
  title: 'posts.title',
  content: 'posts.content',
  excludedPersons: 'posts.excluded_persons',
  receipt: 'posts.receipt',
  name: 'reporter_identities.name',
  phone: 'reporter_identities.phone',
  email: 'reporter_identities.email',
  filename: 'attachments.filename',
  fileData: 'attachments.data',
  cleanFileData: 'attachments.clean_data',
  comment: 'comments.content',
  note: 'report_notes.content',
  mailBody: 'mail_outbox.body',
  mailHtml: 'mail_outbox.html',
  totpSecret: 'admin_users.totp_secret',
  pendingPayload: 'pending_reports.payload',
  pendingReceipt: 'pending_reports.receipt',
  receiptCookie: 'cookie.receipt',
} as const;

declare const bound: unique symbol;
/** Associated data naming one column of one row; only the functions below make one. */
export type Binding = string & { readonly [bound]: true };

const bind = (column: string, row: string) => `${column}|${row}` as Binding;

/** A report's own values (title, body and the real-name identity) are bound to the report's id. */
const ofPost = (column: string) => (postId: number) => bind(column, `post:${postId}`);
/** An attachment or a comment is bound to its own id and to its report's, so neither can be moved to another. */
const ofChild = (column: string, kind: string) => (postId: number, id: number) =>
  bind(column, `post:${postId}/${kind}:${id}`);
/**
 * A file is bound like a child of its report; a file that came with a comment (issue 31) to that comment too, so it
 * can be moved neither to another comment nor to the report's own file of the submission (a null comment id).
 */
const ofFile = (column: string) => (postId: number, id: number, commentId?: number | null) =>
  bind(
    column,
    commentId ? `post:${postId}/comment:${commentId}/attachment:${id}` : `post:${postId}/attachment:${id}`,
  );

export const BIND = {
  title: ofPost(COLUMNS.title),
  content: ofPost(COLUMNS.content),
  excludedPersons: ofPost(COLUMNS.excludedPersons),
  /** The receipt number, kept encrypted beside its keyed hash (issue 30): never in plain text. */
  receipt: ofPost(COLUMNS.receipt),
  name: ofPost(COLUMNS.name),
  phone: ofPost(COLUMNS.phone),
  email: ofPost(COLUMNS.email),
  filename: ofFile(COLUMNS.filename),
  fileData: ofFile(COLUMNS.fileData),
  /** The attachment's copy without hidden metadata (issue 13): bound like the original, in its own column. */
  cleanFileData: ofFile(COLUMNS.cleanFileData),
  comment: ofChild(COLUMNS.comment, 'comment'),
  note: ofChild(COLUMNS.note, 'note'),
  mailBody: (mailId: number) => bind(COLUMNS.mailBody, `mail:${mailId}`),
  mailHtml: (mailId: number) => bind(COLUMNS.mailHtml, `mail:${mailId}`),
  totpSecret: (adminUserId: number) => bind(COLUMNS.totpSecret, `admin:${adminUserId}`),
  /** A report waiting for its review page's 접수 (features/site-pages): the checked values, and the receipt after. */
  pendingPayload: (id: number) => bind(COLUMNS.pendingPayload, `pending:${id}`),
  pendingReceipt: (id: number) => bind(COLUMNS.pendingReceipt, `pending:${id}`),
  /** The receipt number on its way to /reportcomplete, in a cookie that page reads once (not a table's). */
  receiptCookie: () => bind(COLUMNS.receiptCookie, 'flash'),
} as const;

/** A binding for tests of the cipher itself, outside any table. */
export const testBinding = (label: string) => bind('test', label);

/** The ids a binding is made of, as read from the row. */
type RowIds = Record<string, number>;

/**
 * Every table with encrypted columns: the column that orders and finds its rows (`key`), the id columns its
 * bindings need (`ids`), and each encrypted column with its binding. Key rotation, backup and restore walk this
 * list, so a column encrypted later is added here once. `large`: values of up to 10 MB, read a few rows at a time.
 */
export const ENCRYPTED_TABLES: readonly {
  table: string;
  key: string;
  ids: readonly string[];
  columns: Readonly<Record<string, (row: RowIds) => Binding>>;
  large?: boolean;
}[] = [
  {
    table: 'posts',
    key: 'id',
    ids: ['id'],
    columns: {
      title_enc: (r) => BIND.title(n(r.id)),
      content_enc: (r) => BIND.content(n(r.id)),
      excluded_persons_enc: (r) => BIND.excludedPersons(n(r.id)),
      receipt_enc: (r) => BIND.receipt(n(r.id)),
    },
  },
  {
    table: 'reporter_identities',
    key: 'post_id',
    ids: ['post_id'],
    columns: {
      name_enc: (r) => BIND.name(n(r.post_id)),
      phone_enc: (r) => BIND.phone(n(r.post_id)),
      email_enc: (r) => BIND.email(n(r.post_id)),
    },
  },
  {
    table: 'attachments',
    key: 'id',
    ids: ['id', 'post_id', 'comment_id'],
    columns: {
      filename_enc: (r) => BIND.filename(n(r.post_id), n(r.id), commentOf(r)),
      data_enc: (r) => BIND.fileData(n(r.post_id), n(r.id), commentOf(r)),
      clean_data_enc: (r) => BIND.cleanFileData(n(r.post_id), n(r.id), commentOf(r)),
    },
    large: true,
  },
  {
    table: 'comments',
    key: 'id',
    ids: ['id', 'post_id'],
    columns: { content_enc: (r) => BIND.comment(n(r.post_id), n(r.id)) },
  },
  {
    table: 'report_notes',
    key: 'id',
    ids: ['id', 'post_id'],
    columns: { content_enc: (r) => BIND.note(n(r.post_id), n(r.id)) },
  },
  {
    table: 'mail_outbox',
    key: 'id',
    ids: ['id'],
    columns: { body_enc: (r) => BIND.mailBody(n(r.id)), html_enc: (r) => BIND.mailHtml(n(r.id)) },
  },
  {
    table: 'admin_users',
    key: 'id',
    ids: ['id'],
    columns: { totp_secret_enc: (r) => BIND.totpSecret(n(r.id)) },
  },
  {
    table: 'pending_reports',
    key: 'id',
    ids: ['id', 'post_id', 'attachment_id'],
    columns: {
      payload_enc: (r) => BIND.pendingPayload(n(r.id)),
      receipt_enc: (r) => BIND.pendingReceipt(n(r.id)),
      // The file is encrypted for the report and attachment it will be filed as, so 접수 moves it unchanged.
      file_data_enc: (r) => BIND.fileData(n(r.post_id), n(r.attachment_id)),
    },
    large: true,
  },
];

function n(v: number | undefined): number {
  if (v === undefined) throw new Error('binding id missing');
  return Number(v);
}

/**
 * A file's comment id, or null for the report's own file: a null column arrives as null, or as 0 once passed through
 * Number(), and a backup made before issue 31 has no such column at all.
 */
function commentOf(r: RowIds): number | null {
  const id = Number(r.comment_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The wrapped keys of a key rotation, each bound to its rotation and its role. */
export const KEY_WRAP = {
  newUnderOld: (rotationId: number) => bind('key_rotations.new_key_under_old', `rotation:${rotationId}`),
  oldUnderNew: (rotationId: number) => bind('key_rotations.old_key_under_new', `rotation:${rotationId}`),
} as const;
