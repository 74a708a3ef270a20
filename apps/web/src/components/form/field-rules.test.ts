import {
  adminSigninBody,
  adminUserCreate,
  commentBody,
  companyMapCreate,
  groupCreate,
  passwordSetupBody,
  publicReportForm,
} from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { maxLengthOf, numberFieldsOf } from './field-rules.ts';

describe('maxLengthOf', () => {
  it('reads the limit of a text field through optional, default and pipes', () => {
    expect(maxLengthOf(adminSigninBody, 'loginId')).toBe(50);
    expect(maxLengthOf(groupCreate, 'description')).toBe(500); // optional().default('')
    expect(maxLengthOf(adminUserCreate, 'email')).toBe(254); // transform piped into z.email()
    expect(maxLengthOf(publicReportForm, 'email')).toBe(100); // piped into z.email()
    expect(maxLengthOf(commentBody, 'content')).toBe(4000);
  });

  it('reads a refined object and gives nothing where the schema sets no limit', () => {
    expect(maxLengthOf(passwordSetupBody, 'password')).toBe(128);
    expect(maxLengthOf(passwordSetupBody, 'passwordConfirm')).toBeUndefined();
    expect(maxLengthOf(publicReportForm, 'password')).toBeUndefined(); // preprocess: the rule has no maximum
    expect(maxLengthOf(groupCreate, 'unknown')).toBeUndefined();
  });
});

describe('numberFieldsOf', () => {
  it('lists the fields read as numbers', () => {
    expect(numberFieldsOf(companyMapCreate).sort()).toEqual(['groupId', 'orderSeq']);
    expect(numberFieldsOf(groupCreate)).toEqual([]);
  });
});
