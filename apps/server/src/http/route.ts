import { type AdminMenuUrl, type Endpoint, INFORMANT_MESSAGES } from '@audit/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { type AdminAuth, resolveAdmin } from '../features/admin-auth/admin-context.ts';
import { bearerToken, resolveSession } from '../features/sessions/service.ts';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

/**
 * Who may call a route. Declared next to every route and checked here, by this one mechanism, before the
 * handler runs: `public` for anyone, `reporter` for a live reporter session (the handler gets its report id),
 * `admin` for a live admin session whose group holds the named menu (`null`: any signed-in admin).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'reporter' }
  | { kind: 'admin'; menu: AdminMenuUrl | readonly AdminMenuUrl[] | null };
export const PUBLIC = { kind: 'public' } as const;
export const REPORTER = { kind: 'reporter' } as const;
export const adminWith = <const M extends AdminMenuUrl | readonly AdminMenuUrl[] | null>(menu: M) =>
  ({ kind: 'admin', menu }) as const;

export type ReporterAuth = { sessionId: number; postId: number };
export type { AdminAuth };

type AuthFor<A extends Access> = A extends { kind: 'reporter' }
  ? ReporterAuth
  : A extends { kind: 'admin' }
    ? AdminAuth
    : null;

export type RouteInput<E extends Endpoint, A extends Access = Access> = {
  query: Infer<E['query']>;
  params: Infer<E['params']>;
  body: Infer<E['body']>;
  auth: AuthFor<A>;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteOptions<A extends Access> = {
  access: A;
  /** Extra Fastify options (rate limits, body limits). */
  fastify?: Pick<RouteShorthandOptions, 'config' | 'bodyLimit'>;
};

async function authorize(
  deps: AppDeps,
  access: Access,
  request: FastifyRequest,
): Promise<ReporterAuth | AdminAuth | null> {
  if (access.kind === 'public') return null;
  if (access.kind === 'admin') {
    return resolveAdmin(
      deps.db,
      bearerToken(request.headers.authorization),
      access.menu,
      deps.now(),
      request.ip,
    );
  }
  const session = await resolveSession(
    deps.db,
    bearerToken(request.headers.authorization),
    'REPORTER',
    deps.now(),
    INFORMANT_MESSAGES.sessionExpired,
  );
  if (session.kind !== 'REPORTER') throw new Error('unreachable');
  return { sessionId: session.sessionId, postId: session.postId };
}

const resolvedAuth = new WeakMap<FastifyRequest, ReporterAuth | AdminAuth | null>();

/** Registers an endpoint of the contracts with its access rule; validation and serialization come from its zod schemas. */
export function addRoute<E extends Endpoint, A extends Access>(
  app: FastifyInstance,
  deps: AppDeps,
  e: E,
  options: RouteOptions<A>,
  handler: (input: RouteInput<E, A>) => Promise<Infer<E['response']>>,
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
    // Access is checked on request, before the body is parsed or validated: a caller without the right gets
    // 401/403/410, never a hint about the payload.
    onRequest: async (request) => {
      resolvedAuth.set(request, await authorize(deps, options.access, request));
    },
    handler: async (request, reply) =>
      handler({
        query: request.query as Infer<E['query']>,
        params: request.params as Infer<E['params']>,
        body: request.body as Infer<E['body']>,
        auth: resolvedAuth.get(request) as AuthFor<A>,
        request,
        reply,
      }),
  });
}
