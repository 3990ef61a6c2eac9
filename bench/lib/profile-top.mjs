// node bench/lib/profile-top.mjs FILE.cpuprofile [N]: the N (25) functions with the most self time
// in a V8 CPU profile (node --cpu-prof), and the share of self time per package or area.
import fs from 'node:fs';

const [file, count = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/lib/profile-top.mjs FILE.cpuprofile [N]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = new Set(['(idle)', '(program)']);

/** Where a frame's code lives: a package, our API, Node itself, or V8's own. */
function areaOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/apps/api/')) return 'our API code';
  if (url.includes('/packages/shared/')) return '@app/shared';
  return url;
}

const frames = new Map();
const areas = new Map();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id).callFrame;
  const name = functionName || '(anonymous)';
  const short = url ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/apps\//, 'apps/')}:${lineNumber + 1}` : '';
  const key = `${name} ${short}`;
  frames.set(key, (frames.get(key) ?? 0) + us);
  const area = areaOf(url, name);
  areas.set(area, (areas.get(area) ?? 0) + us);
}
const busy = total - [...idle].reduce((s, k) => s + (areas.get(k) ?? 0), 0);
const pct = (us, of) => `${((100 * us) / of).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (not idle/program)`);
console.log('\nself time by area (share of busy):');
for (const [area, us] of [...areas].filter(([a]) => !idle.has(a)).sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`  ${pct(us, busy)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${area}`);
console.log(`\ntop ${count} functions by self time (share of busy):`);
for (const [key, us] of [...frames].filter(([k]) => !idle.has(k.split(' ')[0])).sort((a, b) => b[1] - a[1]).slice(0, Number(count)))
  console.log(`  ${pct(us, busy)}  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
