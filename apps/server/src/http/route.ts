import type { Endpoint } from '@audit/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

/**
 * Who may call a route. Declared next to every route and checked by one mechanism before the handler runs.
 * Later areas add the reporter session and the admin menu rules here.
 */
export type Access = { kind: 'public' };
export const PUBLIC: Access = { kind: 'public' };

export type RouteInput<E extends Endpoint> = {
  query: Infer<E['query']>;
  params: Infer<E['params']>;
  body: Infer<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteOptions = {
  access: Access;
  /** Extra Fastify options (rate limits, body limits). */
  fastify?: Pick<RouteShorthandOptions, 'config' | 'bodyLimit'>;
};

/** Registers an endpoint of the contracts: validation and serialization come from its zod schemas. */
export function addRoute<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  options: RouteOptions,
  handler: (input: RouteInput<E>) => Promise<Infer<E['response']>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    ...options.fastify,
    schema: {
      summary: e.summary,
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.response ? { response: { 200: e.response } } : {}),
      ...(options.access.kind === 'public' ? {} : { security: [{ bearer: [] }] }),
    },
    handler: async (request, reply) =>
      handler({
        query: request.query as Infer<E['query']>,
        params: request.params as Infer<E['params']>,
        body: request.body as Infer<E['body']>,
        request,
        reply,
      }),
  });
}
