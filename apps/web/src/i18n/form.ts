// Words of the shared form fields, the same on every screen.
export const formText = {
  /** After the label of a field that may stay empty (reporter screens). */
  optional: '(선택)',
  /** Read out after the label of a required admin field; the eye sees an asterisk. */
  requiredLabel: '필수',
  selectPlaceholder: '선택해주세요',
  /** Replaces a rule's message that was not written in Korean for a person (a schema default). */
  invalidValue: '입력한 값을 확인해주세요.',
  /** Above the messages of a form the server sent back (each links to its field). */
  errorSummary: '다음 항목을 확인해주세요.',
} as const;
