import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PAGES, UNKNOWN_API_PATH_MESSAGE } from '@audit/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Shown only when the web app has not been built (for example in server tests): still Korean, still useful.
const UNBUILT_HTML =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>사이버감사실</title></head>' +
  '<body><main><h1>사이버감사실</h1><p>화면 파일이 준비되지 않았습니다. npm run build 후 다시 시작해주세요.</p></main></body></html>';

/**
 * Serves the built web app's files and the admin app. `distDir` is the web build: `client/` holds what browsers load
 * (hashed files under /assets, cached for a year; admin.html, revalidated on every visit so a release reaches admins
 * at once), `server/` the renderer of the public pages (features/site-pages). Each admin page answers admin.html, the
 * client-rendered admin app; an unknown /api path gets a JSON 404, any other unknown path `notFound` (the site's
 * "page does not exist" page, status 404).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  notFound: (reply: FastifyReply) => Promise<FastifyReply>,
  { reload = false }: { reload?: boolean } = {},
): Promise<void> {
  const clientDir = path.join(distDir, 'client');
  const adminFile = path.join(clientDir, 'admin.html');
  const hasBuild = reload || fs.existsSync(adminFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // Each file of the build its own route, found once at start; `npm run dev` rebuilds into new file names, so
      // there the files are looked up on each request instead.
      wildcard: reload,
      // scripts/precompress-web.mjs wrote .br and .gz beside each text asset at build time.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Read once: a release restarts the server (browsers revalidate the page on every visit, see above).
  const readAdminPage = () => (fs.existsSync(adminFile) ? fs.readFileSync(adminFile, 'utf8') : UNBUILT_HTML);
  const adminPage = readAdminPage();
  for (const route of ADMIN_PAGES) {
    app.get(route, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(reload ? readAdminPage() : adminPage),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET') {
      return reply.status(404).send({ message: UNKNOWN_API_PATH_MESSAGE, code: 'NOT_FOUND' });
    }
    return notFound(reply);
  });
}
