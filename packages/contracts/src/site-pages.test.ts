import { describe, expect, it } from 'vitest';
import { emptyReportForm, fieldErrorsOf, PASSWORD_CONFIRM_MESSAGES, reportFormSchema } from './site-pages.ts';

describe('the report form’s password confirmation', () => {
  it('a post without the field at all gets the Korean message, as an empty one does', () => {
    const { passwordConfirm: _dropped, ...withoutField } = emptyReportForm('PRIVATE');
    for (const values of [withoutField, emptyReportForm('PRIVATE')]) {
      const result = reportFormSchema('PRIVATE').safeParse(values);
      expect(result.success).toBe(false);
      if (!result.success)
        expect(fieldErrorsOf(result.error.issues).passwordConfirm).toBe(PASSWORD_CONFIRM_MESSAGES.required);
    }
  });
});
