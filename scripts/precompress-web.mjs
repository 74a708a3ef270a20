// After `vite build`: a brotli (.br) and a gzip (.gz) copy of every text asset of the web app, made once at build
// time at the highest levels, which the server sends to browsers that accept them (@fastify/static preCompressed).
// A reporter on a weak phone connection downloads about a third of the bytes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist/client');
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

let files = 0;
for (const file of walk(dist).filter((f) => TEXT.test(f) && !f.includes(`${path.sep}.vite${path.sep}`))) {
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} files (brotli and gzip)`);
