/**
 * Where each encrypted value lives: its column and its row. The pair is the value's associated data, so a
 * ciphertext only decrypts in the column and the row it was written for: copying one report's body into another
 * report's row (a database writer without the key) gives an error, not the first report's text. This is the
 * list of what is encrypted at rest.
 */
const COLUMNS = {
  title: 'posts.title',
  content: 'posts.content',
  name: 'reporter_identities.name',
  phone: 'reporter_identities.phone',
  email: 'reporter_identities.email',
  filename: 'attachments.filename',
  fileData: 'attachments.data',
  comment: 'comments.content',
  mailBody: 'mail_outbox.body',
  totpSecret: 'admin_users.totp_secret',
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

export const BIND = {
  title: ofPost(COLUMNS.title),
  content: ofPost(COLUMNS.content),
  name: ofPost(COLUMNS.name),
  phone: ofPost(COLUMNS.phone),
  email: ofPost(COLUMNS.email),
  filename: ofChild(COLUMNS.filename, 'attachment'),
  fileData: ofChild(COLUMNS.fileData, 'attachment'),
  comment: ofChild(COLUMNS.comment, 'comment'),
  mailBody: (mailId: number) => bind(COLUMNS.mailBody, `mail:${mailId}`),
  totpSecret: (adminUserId: number) => bind(COLUMNS.totpSecret, `admin:${adminUserId}`),
} as const;

/** A binding for tests of the cipher itself, outside any table. */
export const testBinding = (label: string) => bind('test', label);
