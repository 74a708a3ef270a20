/**
 * Associated-data labels of every encrypted column: a value only decrypts in the column it was written for.
 * This is the list of what is encrypted at rest.
 */
export const CIPHER_CONTEXT = {
  title: 'posts.title',
  content: 'posts.content',
  name: 'reporter_identities.name',
  phone: 'reporter_identities.phone',
  email: 'reporter_identities.email',
  filename: 'attachments.filename',
  fileData: 'attachments.data',
  comment: 'comments.content',
  mailBody: 'mail_outbox.body',
} as const;
