import type { z } from 'zod/mini';

/**
 * Who may call an endpoint: anyone, a reporter signed in with a receipt number, or a signed-in admin. The
 * server checks it before the handler runs; the web client sends the audience's token and, on a 410, sends
 * the person to the audience's sign-in. Nothing guesses it from the URL.
 */
export type Audience = 'public' | 'reporter' | 'admin';

/**
 * One endpoint of the API: method, path (Fastify syntax, `:id` for parameters), audience and schemas. The
 * server registers the route from it and the web client calls it through it, so a path or a field name
 * lives once.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  audience: Audience;
  summary: string;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response?: z.ZodMiniType;
};

export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

export type UrlParts = {
  /** Values for the `:name` segments of the endpoint's path. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
};

/** The URL of an endpoint with its path parameters filled in and its query string (empty values left out). */
export function endpointUrl(e: Pick<Endpoint, 'path'>, parts: UrlParts = {}): string {
  const filled = e.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = parts.params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${e.path}`);
    return encodeURIComponent(String(value));
  });
  const qs = Object.entries(parts.query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return qs ? `${filled}?${qs}` : filled;
}
