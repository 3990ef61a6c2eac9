// Writes the default event posters: one 800×600 SVG per event category, in the landing art's
// palette (deep blue and violet with bright accents) with a motif for the category, so a card
// without an uploaded poster has a picture rather than its title repeated. Deterministic.
//   node apps/web/src/content/art/generate-category-art.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../../../../../scripts/seeded-random.mjs';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'categories');
const W = 800;
const H = 600;

const r1 = (n) => Math.round(n * 10) / 10;

const CATEGORIES = {
  'technical-events': { bg: ['#04263a', '#0e5a7a'], accents: ['#2dd4bf', '#7dd3fc', '#fbbf24'], motif: circuit },
  'non-technical-events': { bg: ['#1e0b2d', '#7c2d5a'], accents: ['#fb923c', '#f472b6', '#fde047'], motif: confetti },
  workshop: { bg: ['#0b1a45', '#1c3d8f'], accents: ['#38bdf8', '#a78bfa', '#f0abfc'], motif: blocks },
  'paper-presentation': { bg: ['#14093a', '#6b3fa0'], accents: ['#c4b5fd', '#22d3ee', '#f9a8d4'], motif: pages },
  other: { bg: ['#0f172a', '#312e81'], accents: ['#818cf8', '#34d399', '#fb7185'], motif: orbits },
};

/** Traces on a board, with pads: the technical events. */
function circuit(rand, a) {
  let s = '';
  for (let i = 0; i < 26; i++) {
    let x = r1(rand() * W);
    let y = r1(rand() * H);
    let d = `M${x} ${y}`;
    for (let k = 0; k < 4; k++) {
      if (rand() < 0.5) x = r1(x + (rand() - 0.5) * 260);
      else y = r1(y + (rand() - 0.5) * 200);
      d += ` L${x} ${y}`;
    }
    const c = a[i % a.length];
    s += `<path d="${d}" fill="none" stroke="${c}" stroke-width="3" stroke-opacity="0.55" stroke-linejoin="round"/>`;
    s += `<circle cx="${x}" cy="${y}" r="7" fill="${c}" fill-opacity="0.85"/>`;
  }
  return s;
}

/** Bright shapes scattered: quizzes, games and fun events. */
function confetti(rand, a) {
  let s = '';
  for (let i = 0; i < 70; i++) {
    const x = r1(rand() * W);
    const y = r1(rand() * H);
    const c = a[i % a.length];
    const rot = Math.round(rand() * 180);
    if (i % 3 === 0) s += `<circle cx="${x}" cy="${y}" r="${r1(6 + rand() * 16)}" fill="${c}" fill-opacity="0.7"/>`;
    else s += `<rect x="${x}" y="${y}" width="${r1(10 + rand() * 26)}" height="${r1(6 + rand() * 10)}" rx="3" fill="${c}" fill-opacity="0.75" transform="rotate(${rot} ${x} ${y})"/>`;
  }
  return s;
}

/** Stacked blocks on a grid: hands-on workshops. */
function blocks(rand, a) {
  let s = '';
  const size = 64;
  for (let gx = 0; gx < W / size; gx++) {
    for (let gy = 0; gy < H / size; gy++) {
      if (rand() < 0.28) {
        const c = a[(gx + gy) % a.length];
        s += `<rect x="${gx * size + 6}" y="${gy * size + 6}" width="${size - 12}" height="${size - 12}" rx="10" fill="${c}" fill-opacity="${r1(0.25 + rand() * 0.5)}"/>`;
      }
    }
  }
  return s;
}

/** Overlapping pages with lines of text: paper presentations. */
function pages(rand, a) {
  let s = '';
  for (let i = 0; i < 7; i++) {
    const x = r1(60 + rand() * 560);
    const y = r1(40 + rand() * 340);
    const rot = r1((rand() - 0.5) * 30);
    let lines = '';
    for (let l = 0; l < 7; l++) lines += `<rect x="${x + 20}" y="${y + 30 + l * 22}" width="${r1(80 + rand() * 60)}" height="8" rx="4" fill="${a[i % a.length]}" fill-opacity="0.8"/>`;
    s += `<g transform="rotate(${rot} ${x + 90} ${y + 110})"><rect x="${x}" y="${y}" width="180" height="220" rx="10" fill="#ffffff" fill-opacity="0.12" stroke="${a[(i + 1) % a.length]}" stroke-opacity="0.6" stroke-width="2"/>${lines}</g>`;
  }
  return s;
}

/** Orbits and planets: everything else. */
function orbits(rand, a) {
  let s = '';
  for (let i = 0; i < 6; i++) {
    const rx = 120 + i * 70;
    s += `<ellipse cx="400" cy="300" rx="${rx}" ry="${r1(rx * 0.45)}" fill="none" stroke="${a[i % a.length]}" stroke-opacity="0.45" stroke-width="2" transform="rotate(-18 400 300)"/>`;
    const t = rand() * Math.PI * 2;
    s += `<circle cx="${r1(400 + Math.cos(t) * rx)}" cy="${r1(300 + Math.sin(t) * rx * 0.45)}" r="${r1(8 + rand() * 14)}" fill="${a[i % a.length]}"/>`;
  }
  return s;
}

fs.mkdirSync(out, { recursive: true });
let seed = 7;
for (const [name, c] of Object.entries(CATEGORIES)) {
  const rand = seededRandom(seed++);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bg[0]}"/><stop offset="1" stop-color="${c.bg[1]}"/></linearGradient>
<radialGradient id="glow" cx="0.75" cy="0.25" r="0.6"><stop offset="0" stop-color="${c.accents[0]}" stop-opacity="0.45"/><stop offset="1" stop-color="${c.accents[0]}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${c.motif(rand, c.accents)}
</svg>
`;
  fs.writeFileSync(path.join(out, `${name}.svg`), svg);
}
console.log(`Wrote ${Object.keys(CATEGORIES).length} category posters to ${path.relative(process.cwd(), out)}`);
