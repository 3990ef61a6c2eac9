// Writes .br and .gz next to every text asset of the build, so the server sends them
// precompressed (@fastify/static preCompressed) instead of compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), process.argv[2] ?? '../dist');
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;

let count = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (TEXT.test(entry.name)) {
      const bytes = fs.readFileSync(file);
      if (bytes.length < 512) continue;
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      count += 1;
    }
  }
}
walk(dist);
console.log(`Precompressed ${count} files in ${path.relative(process.cwd(), dist) || '.'}`);
