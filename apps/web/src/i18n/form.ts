// Words of the shared form fields, the same on every screen.
export const formText = {
  /** After the label of a field that may stay empty (reporter screens). */
  optional: '(선택)',
  /** Read out after the label of a required admin field; the eye sees an asterisk. */
  requiredLabel: '필수',
  selectPlaceholder: '선택하십시오',
  /** Replaces a rule's message that was not written in Korean for a person (a schema default). */
  invalidValue: '입력한 값을 확인해 주십시오.',
} as const;
