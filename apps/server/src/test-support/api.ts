import { type Endpoint, endpointUrl, type UrlParts } from '@audit/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';

type CallOptions = UrlParts & {
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** The client address the server sees (sign-in logs, rate limits). */
  remoteAddress?: string;
};

/** Calls an endpoint of the contracts on the app: the tests' one way to name a path and a method. */
export function call(app: FastifyInstance, endpoint: Endpoint, options: CallOptions = {}) {
  const { params, query, ...rest } = options;
  return app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, { params, query }),
    ...rest,
  });
}
