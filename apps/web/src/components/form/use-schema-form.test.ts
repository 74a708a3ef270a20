import { groupCreate, menuCreate, SYSADMIN_MESSAGES } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formText } from '../../i18n/form.ts';
import { schemaResolver } from './use-schema-form.ts';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('schemaResolver', () => {
  it('reads an empty number box as no value, never as 0', async () => {
    const resolve = schemaResolver(menuCreate);
    const empty = await resolve(
      { orderSeq: ' ', name: '메뉴', url: '/a', description: '' },
      undefined,
      options,
    );
    expect(empty.errors.orderSeq?.message).toBe(SYSADMIN_MESSAGES.required);
    const zero = await resolve(
      { orderSeq: '0', name: '메뉴', url: '/a', description: '' },
      undefined,
      options,
    );
    expect(zero.errors).toEqual({});
    expect(zero.values).toMatchObject({ orderSeq: 0 });
  });

  it("hands over the schema's output and replaces a message not written for a person in Korean", async () => {
    const resolve = schemaResolver(groupCreate);
    const valid = await resolve({ name: '  감사팀 ', description: '' }, undefined, options);
    expect(valid.values).toEqual({ name: '감사팀', description: '' });
    // A rule without a message of its own answers zod's English default.
    const english = await schemaResolver(z.object({ code: z.string().check(z.maxLength(3)) }))(
      { code: 'abcd' },
      undefined,
      options,
    );
    expect(english.errors.code?.message).toBe(formText.invalidValue);
  });
});
