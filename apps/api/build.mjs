// Bundles the API into dist/server.js. Packages stay external (installed in node_modules);
// the workspace's own @app/shared is TypeScript source, so it is bundled in.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const here = path.dirname(fileURLToPath(import.meta.url));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@app/shared');

await build({
  absWorkingDir: here,
  entryPoints: ['src/server.ts', 'src/cli/migrate.ts', 'src/cli/seed.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
console.log('API built to apps/api/dist');
