// Counts for docs/code-health.md: `any` types, non-null assertions, README lines and dependencies.
// Usage: node scripts/code-health.mjs [DIR]   (DIR: a checkout of this project; default: this one)
// Both are counted on the TypeScript syntax tree (ts.SyntaxKind.AnyKeyword and NonNullExpression),
// so comments and strings never count.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));

const WORKSPACES = ['.', 'packages/shared', 'apps/api', 'apps/web'];
// Where the code is, and where its tests are (e2e specs and test helpers count as tests).
const SOURCE = ['packages/shared/src', 'apps/api/src', 'apps/web/src', 'bench', 'scripts'];
const TESTS = ['packages/shared/test', 'apps/api/test', 'apps/web/test', 'apps/web/e2e'];

function filesBelow(dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`) && !f.includes(`${path.sep}generated${path.sep}`));
}

/** Every `any` written as a type (`: any`, `as any`, `<any>`, `any[]`…) and every `x!`. */
function countNodes(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const n = { any: 0, nonNull: 0 };
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.AnyKeyword) n.any += 1;
    if (node.kind === ts.SyntaxKind.NonNullExpression) n.nonNull += 1;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return n;
}

function tally(dirs) {
  const out = { files: 0, any: 0, nonNull: 0 };
  for (const file of dirs.flatMap(filesBelow)) {
    const text = readFileSync(file, 'utf8');
    out.files += 1;
    const n = countNodes(file, text);
    out.any += n.any;
    out.nonNull += n.nonNull;
  }
  return out;
}

const src = tally(SOURCE);
const tests = tally(TESTS);
console.log(`tree: ${root}`);
console.log(`any types (: any, as any, <any>, any[]…): src ${src.any}, tests ${tests.any} (${src.files} source files, ${tests.files} test files)`);
console.log(`non-null assertions (x!): src ${src.nonNull}, tests ${tests.nonNull}`);
const readme = path.join(root, 'README.md');
console.log(`README.md lines: ${readFileSync(readme, 'utf8').split('\n').length - 1}`);
for (const ws of WORKSPACES) {
  const pkg = JSON.parse(readFileSync(path.join(root, ws, 'package.json'), 'utf8'));
  const runtime = Object.keys(pkg.dependencies ?? {}).length;
  const dev = Object.keys(pkg.devDependencies ?? {}).length;
  console.log(`dependencies ${ws === '.' ? '(root)' : ws}: runtime ${runtime}, dev ${dev}`);
}
