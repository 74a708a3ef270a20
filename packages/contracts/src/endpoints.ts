import type { z } from 'zod';

/**
 * One endpoint of the API: method, path (Fastify syntax, `:id` for parameters) and its schemas. The server
 * registers the route from it and the web client calls it through it, so a path or a field name lives once.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
};

export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}
