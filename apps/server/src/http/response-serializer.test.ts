import * as contracts from '@audit/contracts';
import { adminApi, type Endpoint, reporterApi } from '@audit/contracts';
import fc from 'fast-check';
import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  type PlainJsonSchema,
  responseJsonSchema,
  responseSerializerCompiler,
} from './response-serializer.ts';

/** Every endpoint of the contracts that answers JSON, by a readable name. */
function responseEndpoints(): [string, Endpoint & { response: z.ZodMiniType }][] {
  const found: [string, Endpoint & { response: z.ZodMiniType }][] = [];
  for (const [group, value] of Object.entries(contracts)) {
    if (typeof value !== 'object' || value === null || !group.endsWith('Api')) continue;
    for (const [name, e] of Object.entries(value as Record<string, Endpoint>)) {
      if (e?.response) found.push([`${group}.${name}`, e as Endpoint & { response: z.ZodMiniType }]);
    }
  }
  return found;
}

const route = (e: Endpoint & { response: z.ZodMiniType }) => ({
  schema: e.response,
  method: e.method,
  url: e.path,
  httpStatus: '200',
});

const noNul = (s: string) => s.replaceAll('\u0000', '');
/** Korean, quotes, backslashes, control characters, lone surrogates, U+2028: what JSON escaping must get right. */
const anyText = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.string({ unit: fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c)) }),
    fc.constantFrom(
      '',
      '"',
      '\\',
      '\n\t\r',
      '\ud800',
      '\udfff',
      '\u2028',
      '제보 "인용" \\ 끝',
      '𝕏'.repeat(30),
    ),
    fc.string({ unit: 'grapheme', minLength: 40, maxLength: 6000 }),
  )
  .map(noNul);
const extraKey = fc.string({ minLength: 1, maxLength: 12 }).filter((k) => k !== '__proto__');

/** Values a plain JSON schema describes, with properties no schema lists added to every object. */
function answerOf(s: PlainJsonSchema): fc.Arbitrary<unknown> {
  const value = ((): fc.Arbitrary<unknown> => {
    if (s.enum) return fc.constantFrom(...s.enum);
    switch (s.type) {
      case 'string':
        return anyText;
      case 'number':
        return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
      case 'integer':
        return fc.integer();
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(answerOf(s.items as PlainJsonSchema), { maxLength: 4 });
      case 'object': {
        if (s.additionalProperties)
          return fc.dictionary(extraKey, answerOf(s.additionalProperties), { maxKeys: 6 });
        const props = s.properties ?? {};
        const listed = fc.record(
          Object.fromEntries(Object.entries(props).map(([k, v]) => [k, answerOf(v)])),
          {
            requiredKeys: s.required ?? [],
          },
        );
        const extras = fc.dictionary(
          extraKey.filter((k) => !(k in props)),
          fc.oneof(anyText, fc.integer(), fc.constant(null), fc.object()),
          { maxKeys: 3 },
        );
        return fc.tuple(extras, listed).map(([x, l]) => ({ ...x, ...l }));
      }
    }
  })();
  return s.nullable ? fc.option(value, { nil: null }) : value;
}

describe('responses serialized from the contracts as JSON schemas', () => {
  const endpoints = responseEndpoints();

  it('write exactly what zod wrote (same bytes), for every endpoint and any valid answer', () => {
    expect(endpoints.length).toBeGreaterThan(30);
    for (const [name, e] of endpoints) {
      const json = responseJsonSchema(e.response);
      if (json === null) continue;
      const bySchema = responseSerializerCompiler(route(e));
      const byZod = zodSerializerCompiler(route(e));
      fc.assert(
        fc.property(answerOf(json), (answer) => {
          expect(bySchema(answer), name).toBe(byZod(answer));
        }),
        { numRuns: 60 },
      );
    }
  });

  it('serve the hot answers (list, detail, receipt) from the schema; what a schema cannot say stays with zod', () => {
    for (const e of [adminApi.posts, adminApi.post, reporterApi.submit, reporterApi.myPost])
      expect(responseJsonSchema(e.response)).not.toBeNull();
    // The audit trail's before/after are any JSON (z.unknown): no plain schema, zod serializes it.
    expect(responseJsonSchema(contracts.auditApi.audit.response)).toBeNull();
    expect(responseJsonSchema(z.union([z.string(), z.number()]))).toBeNull();
  });

  it('leave out what the contract does not list, keep nulls and Korean text, and fail on a missing field', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    let answer: unknown;
    app.get('/x', { schema: { response: { 200: adminApi.posts.response } } }, async () => answer);
    const row = {
      id: 7,
      receiptNumber: '1234567890123456',
      caseNumber: '2026-A7K3',
      companyType: { code: 'A', title: '가람전자', secret: 'x' },
      reportType: { code: 'BRIBERY', title: '금품수수' },
      postType: 'PRIVATE',
      title: '구매팀 "김 과장" \\ 제보',
      createdDate: '2026-11-25T01:02:03.000Z',
      status: { statusCode: 'WAITING', statusTitle: '접수대기' },
      commentCount: 0,
      lastCommentDate: null,
      dueDate: '2026-12-02T01:02:03.000Z',
      overdue: false,
      title_enc: Buffer.from('secret'),
      reporterName: '홍길동',
    };
    answer = {
      board: { content: [row], totalElements: 1, totalPages: 1, number: 0, size: 10, sql: 'select' },
      statusCountMap: { 전체: 1, 접수대기: 1 },
      overdueCount: 0,
      passwordHash: '$argon2id$',
    };
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const { title_enc: _enc, reporterName: _name, ...listed } = row;
    expect(res.body).toBe(
      JSON.stringify({
        board: {
          content: [{ ...listed, companyType: { code: 'A', title: '가람전자' } }],
          totalElements: 1,
          totalPages: 1,
          number: 0,
          size: 10,
        },
        statusCountMap: { 전체: 1, 접수대기: 1 },
        overdueCount: 0,
      }),
    );
    answer = {
      board: { content: [], totalElements: 0, totalPages: 0, number: 0 },
      statusCountMap: {},
      overdueCount: 0,
    };
    expect((await app.inject('/x')).statusCode).toBe(500);
    await app.close();
  });
});
