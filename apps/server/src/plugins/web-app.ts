import fs from 'node:fs';
import path from 'node:path';
import { UNKNOWN_API_PATH_MESSAGE, WEB_ROUTES } from '@audit/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const webRoutes = new Set<string>(WEB_ROUTES);

// Shown only when the web app has not been built (for example in server tests): still Korean, still useful.
const FALLBACK_HTML =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>사이버감사실</title></head>' +
  '<body><main><h1>사이버감사실</h1><p>화면 파일이 준비되지 않았습니다. npm run build 후 다시 시작해 주십시오.</p></main></body></html>';

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; index.html is revalidated on
 * every visit so a release reaches users at once. A non-API path that is not a page of the app gets the app
 * (which shows its "page does not exist" screen) with status 404; an unknown /api path gets a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // scripts/precompress-web.mjs wrote .br and .gz beside each text asset at build time.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Read once: a release restarts the server (browsers revalidate the page on every visit, see above).
  const page = hasBuild ? fs.readFileSync(indexFile, 'utf8') : FALLBACK_HTML;
  const pages = hasBuild ? pagesWithPreloads(distDir, page) : new Map<string, string>();
  const sendApp = async (status: number, reply: import('fastify').FastifyReply, pathname = '') =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pages.get(pathname) ?? page);

  // Page routes answer 200 with the app; the app's router picks the screen.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ message: UNKNOWN_API_PATH_MESSAGE, code: 'NOT_FOUND' });
    }
    return sendApp(webRoutes.has(pathname) ? 200 : 404, reply, pathname);
  });
  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendApp(200, reply, '/'));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET') {
      return reply.status(404).send({ message: UNKNOWN_API_PATH_MESSAGE, code: 'NOT_FOUND' });
    }
    return sendApp(404, reply);
  });
}

type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>;
const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * The page of each public route with preload links for the files its screen needs beyond the entry
 * (dist/route-preloads.json, written at build time by scripts/write-route-preloads.mjs): the browser fetches them
 * with the entry instead of one round trip after it has run. `crossorigin` as the entry's own script has, so the
 * preloaded copies are the ones used.
 */
function pagesWithPreloads(distDir: string, page: string): Map<string, string> {
  const file = path.join(distDir, 'route-preloads.json');
  const pages = new Map<string, string>();
  if (!fs.existsSync(file)) return pages;
  const preloads = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads;
  for (const [route, { scripts, styles }] of Object.entries(preloads)) {
    if (!webRoutes.has(route)) continue;
    const links = [
      ...scripts
        .filter((f) => ASSET_PATH.test(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
      ...styles
        .filter((f) => ASSET_PATH.test(f))
        .map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`),
    ];
    pages.set(route, page.replace('</head>', `${links.join('')}</head>`));
  }
  return pages;
}
