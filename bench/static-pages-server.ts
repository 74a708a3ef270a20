// bench:pages' baseline, a process of its own like the server it is compared with: a bare node:http server answering
// the saved pages (bench/lib/site-pages.ts) from memory with the headers they were sent with. PAGES_DIR, PORT.
import http from 'node:http';
import { pageFileName } from './lib/site-pages.ts';
import { sendPage } from './lib/static-assets.ts';

const dir = process.env.PAGES_DIR ?? '';
http
  .createServer((req, res) =>
    sendPage(res, dir, pageFileName(new URL(req.url ?? '/', 'http://localhost').pathname)),
  )
  .listen(Number(process.env.PORT), '127.0.0.1');
