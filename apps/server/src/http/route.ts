import type { Endpoint } from '@audit/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { type AdminAuth, bearerToken, type MenuRule, type ReporterAuth, type RouteDeps } from './auth.ts';
import { counted } from './requests-running.ts';

type Infer<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;

export type { AdminAuth, MenuRule, ReporterAuth, RouteDeps };

type AuthOf<E extends Endpoint> = E['audience'] extends 'reporter'
  ? ReporterAuth
  : E['audience'] extends 'admin'
    ? AdminAuth
    : null;

/**
 * What a route declares beside its endpoint. Who may call it is the endpoint's `audience` (contracts); an
 * admin route also names the menu whose holders it serves. Rate limits are per client address, held in this
 * process's memory by @fastify/rate-limit (never stored or logged).
 */
export type RouteOptions<E extends Endpoint> = {
  rateLimit?: { max: number; timeWindow: string };
} & (E['audience'] extends 'admin' ? { menu: MenuRule } : { menu?: never });

export type RouteInput<E extends Endpoint> = {
  query: Infer<E['query']>;
  params: Infer<E['params']>;
  body: Infer<E['body']>;
  auth: AuthOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers the endpoint's response, or (for a file) the reply it has sent itself. */
type Answer<E extends Endpoint> = E['response'] extends z.ZodMiniType ? Infer<E['response']> : FastifyReply;

function authenticate(
  deps: RouteDeps,
  e: Endpoint,
  menu: MenuRule,
  request: FastifyRequest,
): Promise<ReporterAuth | AdminAuth | null> {
  const token = bearerToken(request.headers.authorization);
  if (e.audience === 'public') return Promise.resolve(null);
  if (e.audience === 'admin') return deps.authenticate.admin(token, menu, request);
  return deps.authenticate.reporter(token);
}

const resolvedAuth = new WeakMap<FastifyRequest, ReporterAuth | AdminAuth | null>();

/** A route as Fastify registered it: method and URL pattern. */
export type RegisteredRoute = { method: string; url: string };
const routeTables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Keeps the table of every route registered on `app` from now on (by any means, not only addRoute), so a test
 * can check each against the access rules it expects: a route nobody declared a rule for shows up there.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') table.push({ method, url: r.url });
  });
}

export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] =>
  routeTables.get(app) ?? [];

/**
 * Registers an endpoint of the contracts: validation and serialization come from its zod schemas, access from
 * its audience (and the route's menu), checked here, by this one mechanism, before the handler runs.
 */
export function addRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: RouteDeps,
  e: E,
  options: RouteOptions<E>,
  handler: (input: RouteInput<E>) => Promise<Answer<E>>,
): void {
  const menu: MenuRule = options.menu ?? null;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    schema: {
      summary: e.summary,
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.response ? { response: { 200: e.response } } : {}),
      ...(e.audience === 'public' ? {} : { security: [{ bearer: [] }] }),
    },
    // Access is checked on request, before the body is parsed or validated: a caller without the right gets
    // 401/403/410, never a hint about the payload.
    // Both are counted as running (requests-running.ts): shutdown closes the database only after them.
    onRequest: async (request) => {
      resolvedAuth.set(request, await counted(deps, authenticate(deps, e, menu, request)));
    },
    handler: async (request, reply) =>
      counted(
        deps,
        handler({
          query: request.query as Infer<E['query']>,
          params: request.params as Infer<E['params']>,
          body: request.body as Infer<E['body']>,
          auth: resolvedAuth.get(request) as AuthOf<E>,
          request,
          reply,
        }),
      ),
  });
}
