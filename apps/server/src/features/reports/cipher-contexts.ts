/** Associated-data labels of the encrypted columns: a value only decrypts in the column it was written for. */
export const CIPHER_CONTEXT = {
  title: 'posts.title',
  content: 'posts.content',
  name: 'reporter_identities.name',
  phone: 'reporter_identities.phone',
  email: 'reporter_identities.email',
  filename: 'attachments.filename',
  fileData: 'attachments.data',
  comment: 'comments.content',
} as const;
