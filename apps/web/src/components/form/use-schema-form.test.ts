import { groupCreate, menuCreate, SYSADMIN_MESSAGES } from '@audit/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formText } from '../../i18n/form.ts';
import { errorsOfIssues, schemaResolver } from './use-schema-form.ts';

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

  it('gives each field its first message, nested by its path, with the field’s element', async () => {
    const input = { name: 'name', focus: () => {} };
    const schema = z.object({
      name: z.string().check(z.minLength(2, '두 글자 이상'), z.maxLength(1, '한 글자 이하')),
      contact: z.object({ phone: z.string().check(z.minLength(3, '전화번호를 입력해주세요.')) }),
    });
    const result = await schemaResolver(schema)({ name: 'a', contact: { phone: '' } }, undefined, {
      ...options,
      fields: { name: { ref: input, name: 'name' } },
    });
    expect(result.values).toEqual({});
    expect(result.errors.name).toEqual({ type: 'too_small', message: '두 글자 이상', ref: input });
    expect(result.errors.contact?.phone?.message).toBe('전화번호를 입력해주세요.');
  });

  it('a union that no branch matches gives the issues of its branches to their fields', () => {
    const schema = z.union([
      z.object({ kind: z.literal('a'), title: z.string().check(z.minLength(1, '제목을 입력해주세요.')) }),
      z.object({ kind: z.literal('b'), count: z.number(), title: z.string(), note: z.string() }),
    ]);
    const parsed = schema.safeParse({ kind: 'a', title: '' });
    expect(parsed.success).toBe(false);
    const errors = errorsOfIssues(parsed.error?.issues ?? [], {});
    // The first branch has one issue and the second three; each field keeps its first message.
    expect(errors.title).toEqual({ message: '제목을 입력해주세요.', type: 'too_small', ref: undefined });
    const wrongKind = schema.safeParse({ kind: 'c', title: 'x' });
    expect(errorsOfIssues(wrongKind.error?.issues ?? [], {}).kind?.type).toBe('invalid_value');
  });
});
