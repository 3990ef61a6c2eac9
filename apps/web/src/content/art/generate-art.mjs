// Writes the landing page's placeholder artwork as SVG files beside this script: 28 gallery
// compositions, 3 alumni and 2 faculty portraits (abstract busts, not people), 17 office bearer
// avatars (initials) and 8 fictional sponsor wordmarks. Deterministic: the same seed gives the
// same files, so re-running it only changes what the code changes.
//   node apps/web/src/content/art/generate-art.mjs
// The real photos and logos replace these files (see README, "Landing page content").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

/** Small seeded PRNG (mulberry32) so every run draws the same pictures. */
function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

// On-brand palettes: the society's deep blue and violet, with one or two bright accents each.
const PALETTES = [
  { bg: ['#0b1a45', '#1c3d8f'], ink: '#e0e7ff', accents: ['#38bdf8', '#a78bfa', '#f0abfc'] },
  { bg: ['#14093a', '#6b3fa0'], ink: '#f5f3ff', accents: ['#f472b6', '#22d3ee', '#fde68a'] },
  { bg: ['#04263a', '#0e5a7a'], ink: '#ecfeff', accents: ['#2dd4bf', '#fbbf24', '#7dd3fc'] },
  { bg: ['#0f172a', '#312e81'], ink: '#eef2ff', accents: ['#818cf8', '#34d399', '#fb7185'] },
  { bg: ['#1e0b2d', '#4c1d95'], ink: '#faf5ff', accents: ['#fb923c', '#f472b6', '#fde047'] },
  { bg: ['#e0e7ff', '#f5f3ff'], ink: '#1e1b4b', accents: ['#1c3d8f', '#6b3fa0', '#0ea5e9'] },
  { bg: ['#061a2b', '#1c3d8f'], ink: '#e0f2fe', accents: ['#fbbf24', '#38bdf8', '#f9a8d4'] },
];

function defs(p, id) {
  return `<defs>
  <linearGradient id="bg${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>
  <radialGradient id="glow${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.accents[0]}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.accents[0]}" stop-opacity="0"/></radialGradient>
  <linearGradient id="ac${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.accents[0]}"/><stop offset="1" stop-color="${p.accents[1]}"/></linearGradient>
</defs>`;
}

function frame(w, h, p, id, body, tag) {
  const tagFill = p.bg[0].startsWith('#e') || p.bg[0].startsWith('#f') ? '#1e1b4b' : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
${defs(p, id)}
<rect width="${w}" height="${h}" fill="url(#bg${id})"/>
${body}
${tag ? `<text x="${w - 28}" y="${h - 26}" text-anchor="end" font-family="${MONO}" font-size="20" letter-spacing="3" fill="${tagFill}" fill-opacity="0.55">${tag}</text>` : ''}
</svg>
`;
}

// ---- gallery compositions (1200 x 900) -------------------------------------------------------

const W = 1200;
const H = 900;

/** Circuit traces: right-angle and diagonal runs on a grid, ending in pads. */
function circuit(r, p) {
  const step = 40;
  const out = [`<ellipse cx="${r.range(300, 900)}" cy="${r.range(250, 650)}" rx="520" ry="420" fill="url(#glowG)"/>`];
  const dirs = [[1, 0], [0, 1], [-1, 0], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];
  for (let i = 0; i < 46; i++) {
    let x = r.int(1, W / step - 1) * step;
    let y = r.int(1, H / step - 1) * step;
    let [dx, dy] = r.pick(dirs.slice(0, 4));
    const pts = [[x, y]];
    const segs = r.int(2, 5);
    for (let s = 0; s < segs; s++) {
      const len = r.int(1, 5) * step;
      x += dx * len;
      y += dy * len;
      pts.push([x, y]);
      const turn = r.pick(dirs);
      if (turn[0] === -dx && turn[1] === -dy) continue;
      [dx, dy] = turn;
    }
    const color = r.pick(p.accents);
    const width = r.pick([2, 3, 3, 5]);
    out.push(`<polyline points="${pts.map((q) => q.join(',')).join(' ')}" fill="none" stroke="${color}" stroke-opacity="${r1(r.range(0.45, 0.95))}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`);
    const [ex, ey] = pts[pts.length - 1];
    out.push(`<circle cx="${ex}" cy="${ey}" r="${width + 5}" fill="${p.bg[0]}" stroke="${color}" stroke-width="${width}"/>`);
    const [sx, sy] = pts[0];
    out.push(`<circle cx="${sx}" cy="${sy}" r="${width + 2}" fill="${color}"/>`);
  }
  // a chip in the middle
  const cx = r.range(420, 780);
  const cy = r.range(330, 570);
  out.push(`<rect x="${r1(cx - 110)}" y="${r1(cy - 110)}" width="220" height="220" rx="22" fill="${p.bg[0]}" stroke="url(#acG)" stroke-width="6"/>`);
  for (let k = 0; k < 6; k++) {
    const o = -75 + k * 30;
    out.push(`<path d="M${r1(cx + o)} ${r1(cy - 110)}v-28M${r1(cx + o)} ${r1(cy + 110)}v28M${r1(cx - 110)} ${r1(cy + o)}h-28M${r1(cx + 110)} ${r1(cy + o)}h28" stroke="${p.accents[1]}" stroke-width="6" stroke-linecap="round"/>`);
  }
  out.push(`<rect x="${r1(cx - 60)}" y="${r1(cy - 60)}" width="120" height="120" rx="12" fill="url(#acG)" fill-opacity="0.85"/>`);
  return out.join('\n');
}

/** Concentric arcs with dashes, like a radar or a dial. */
function rings(r, p) {
  const cx = r.range(380, 820);
  const cy = r.range(300, 600);
  const out = [`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="520" fill="url(#glowG)"/>`];
  for (let i = 0; i < 16; i++) {
    const rad = 40 + i * r.range(26, 40);
    const circ = 2 * Math.PI * rad;
    const dash = r.range(0.05, 0.6) * circ;
    const gap = r.range(0.02, 0.3) * circ;
    out.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rad)}" fill="none" stroke="${r.pick(p.accents)}" stroke-opacity="${r1(r.range(0.35, 0.95))}" stroke-width="${r1(r.range(2, 14))}" stroke-dasharray="${r1(dash)} ${r1(gap)}" stroke-linecap="round" transform="rotate(${r.int(0, 359)} ${r1(cx)} ${r1(cy)})"/>`);
  }
  for (let i = 0; i < 24; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = r.range(60, 560);
    out.push(`<circle cx="${r1(cx + Math.cos(a) * d)}" cy="${r1(cy + Math.sin(a) * d)}" r="${r1(r.range(3, 9))}" fill="${p.ink}" fill-opacity="0.8"/>`);
  }
  return out.join('\n');
}

/** An isometric field of blocks with three shaded faces. */
function isometric(r, p) {
  const out = [];
  const s = 54;
  const hx = s * Math.cos(Math.PI / 6);
  const hy = s / 2;
  for (let row = -2; row < 22; row++) {
    for (let col = -2; col < 14; col++) {
      if (!r.chance(0.42)) continue;
      const x = col * hx * 2 + (row % 2 ? hx : 0);
      const y = row * hy * 1.5 * 1.33;
      const h = r.int(1, 5) * 18;
      const accent = r.pick(p.accents);
      const top = `M${r1(x)} ${r1(y - h)}l${r1(hx)} ${r1(-hy)}l${r1(hx)} ${r1(hy)}l${r1(-hx)} ${r1(hy)}z`;
      const left = `M${r1(x)} ${r1(y - h)}l${r1(hx)} ${r1(hy)}v${h}l${r1(-hx)} ${r1(-hy)}z`;
      const right = `M${r1(x + hx)} ${r1(y - h + hy)}l${r1(hx)} ${r1(-hy)}v${h}l${r1(-hx)} ${r1(hy)}z`;
      out.push(`<path d="${left}" fill="${accent}" fill-opacity="0.55"/><path d="${right}" fill="${accent}" fill-opacity="0.3"/><path d="${top}" fill="${accent}" fill-opacity="0.92"/>`);
    }
  }
  return out.join('\n');
}

/** Stacked wave lines, like a signal trace. */
function waves(r, p) {
  const out = [`<ellipse cx="600" cy="${r.range(350, 550)}" rx="700" ry="300" fill="url(#glowG)"/>`];
  const lines = r.int(18, 30);
  const f1 = r.range(0.004, 0.012);
  const f2 = r.range(0.01, 0.03);
  const phase = r.range(0, 6);
  for (let i = 0; i < lines; i++) {
    const base = 120 + (i * (H - 240)) / lines;
    const amp = 20 + 70 * Math.sin((i / lines) * Math.PI);
    const pts = [];
    for (let x = -20; x <= W + 20; x += 20) {
      const y = base + amp * Math.sin(x * f1 + phase + i * 0.25) * Math.cos(x * f2 - i * 0.1);
      pts.push(`${x},${r1(y)}`);
    }
    out.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${i % 5 === 0 ? p.accents[1] : 'url(#acG)'}" stroke-opacity="${r1(0.35 + 0.6 * Math.sin((i / lines) * Math.PI))}" stroke-width="${i % 5 === 0 ? 4 : 2.5}"/>`);
  }
  return out.join('\n');
}

/** A honeycomb with some cells lit. */
function hexgrid(r, p) {
  const out = [];
  const s = r.pick([46, 56, 66]);
  const w = Math.sqrt(3) * s;
  const fx = r.range(200, 1000);
  const fy = r.range(200, 700);
  for (let row = -1; row < H / (s * 1.5) + 1; row++) {
    for (let col = -1; col < W / w + 1; col++) {
      const cx = col * w + (row % 2 ? w / 2 : 0);
      const cy = row * s * 1.5;
      const d = Math.hypot(cx - fx, cy - fy);
      const pts = [];
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI / 3) * k + Math.PI / 6;
        pts.push(`${r1(cx + (s - 5) * Math.cos(a))},${r1(cy + (s - 5) * Math.sin(a))}`);
      }
      const lit = r.chance(Math.max(0.04, 0.7 - d / 700));
      const color = r.pick(p.accents);
      out.push(
        lit
          ? `<polygon points="${pts.join(' ')}" fill="${color}" fill-opacity="${r1(r.range(0.5, 0.95))}"/>`
          : `<polygon points="${pts.join(' ')}" fill="none" stroke="${p.ink}" stroke-opacity="0.16" stroke-width="2"/>`,
      );
    }
  }
  return out.join('\n');
}

/** A halftone dot field that swells toward a focal point. */
function halftone(r, p) {
  const out = [];
  const step = 30;
  const fx = r.range(250, 950);
  const fy = r.range(200, 700);
  for (let y = step / 2; y < H; y += step) {
    for (let x = step / 2; x < W; x += step) {
      const d = Math.hypot(x - fx, y - fy);
      const rad = Math.max(1.2, 13 - d / 55);
      const color = d < 180 ? p.accents[1] : d < 380 ? p.accents[0] : p.ink;
      out.push(`<circle cx="${x}" cy="${y}" r="${r1(rad)}" fill="${color}" fill-opacity="${r1(Math.max(0.25, 1 - d / 900))}"/>`);
    }
  }
  return out.join('\n');
}

/** A low-poly mesh with colours drifting across it. */
function lowpoly(r, p) {
  const cols = 9;
  const rows = 7;
  const pts = [];
  for (let j = 0; j <= rows; j++) {
    const row = [];
    for (let i = 0; i <= cols; i++) {
      const edgeX = i === 0 || i === cols;
      const edgeY = j === 0 || j === rows;
      row.push([(i * W) / cols + (edgeX ? 0 : r.range(-45, 45)), (j * H) / rows + (edgeY ? 0 : r.range(-45, 45))]);
    }
    pts.push(row);
  }
  const out = [];
  const [a, b] = [p.accents[0], p.accents[1]];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const q = [pts[j][i], pts[j][i + 1], pts[j + 1][i + 1], pts[j + 1][i]];
      const tris = r.chance(0.5) ? [[q[0], q[1], q[2]], [q[0], q[2], q[3]]] : [[q[0], q[1], q[3]], [q[1], q[2], q[3]]];
      for (const t of tris) {
        const cx = (t[0][0] + t[1][0] + t[2][0]) / 3;
        const cy = (t[0][1] + t[1][1] + t[2][1]) / 3;
        const mix = (cx / W + cy / H) / 2;
        out.push(`<polygon points="${t.map((v) => `${r1(v[0])},${r1(v[1])}`).join(' ')}" fill="${mix < 0.5 ? a : b}" fill-opacity="${r1(0.12 + r.range(0, 0.5) * (mix < 0.5 ? 1 - mix : mix))}" stroke="${p.ink}" stroke-opacity="0.12" stroke-width="1.5"/>`);
      }
    }
  }
  return out.join('\n');
}

/** Rounded data bars with a line graph over them. */
function bars(r, p) {
  const out = [`<ellipse cx="600" cy="900" rx="800" ry="520" fill="url(#glowG)"/>`];
  const n = r.int(18, 26);
  const bw = W / n;
  const tops = [];
  let v = r.range(0.3, 0.6);
  for (let i = 0; i < n; i++) {
    v = Math.min(0.92, Math.max(0.12, v + r.range(-0.16, 0.18)));
    const h = v * (H - 160);
    const x = i * bw + bw * 0.18;
    tops.push([x + bw * 0.32, H - 60 - h]);
    out.push(`<rect x="${r1(x)}" y="${r1(H - 60 - h)}" width="${r1(bw * 0.64)}" height="${r1(h)}" rx="${r1(bw * 0.2)}" fill="url(#acG)" fill-opacity="${r1(0.35 + 0.55 * v)}"/>`);
  }
  out.push(`<polyline points="${tops.map(([x, y]) => `${r1(x)},${r1(y - 50)}`).join(' ')}" fill="none" stroke="${p.accents[2]}" stroke-width="5" stroke-linejoin="round"/>`);
  for (const [x, y] of tops) out.push(`<circle cx="${r1(x)}" cy="${r1(y - 50)}" r="7" fill="${p.bg[0]}" stroke="${p.accents[2]}" stroke-width="4"/>`);
  return out.join('\n');
}

/** Planets on tilted elliptical orbits. */
function orbits(r, p) {
  const cx = r.range(450, 750);
  const cy = r.range(350, 550);
  const tilt = r.range(-30, 30);
  const out = [`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="420" fill="url(#glowG)"/>`];
  for (let i = 0; i < 60; i++) out.push(`<circle cx="${r.int(0, W)}" cy="${r.int(0, H)}" r="${r1(r.range(0.8, 2.6))}" fill="${p.ink}" fill-opacity="${r1(r.range(0.3, 0.9))}"/>`);
  out.push(`<g transform="rotate(${r1(tilt)} ${r1(cx)} ${r1(cy)})">`);
  for (let i = 1; i <= 5; i++) {
    const rx = 90 + i * 95;
    const ry = rx * 0.38;
    out.push(`<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${rx}" ry="${r1(ry)}" fill="none" stroke="${p.ink}" stroke-opacity="0.28" stroke-width="2"/>`);
    const a = r.range(0, Math.PI * 2);
    out.push(`<circle cx="${r1(cx + rx * Math.cos(a))}" cy="${r1(cy + ry * Math.sin(a))}" r="${r.int(9, 26)}" fill="${r.pick(p.accents)}"/>`);
  }
  out.push('</g>');
  out.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="70" fill="url(#acG)"/>`);
  return out.join('\n');
}

/** Nested organic loops, like contour lines on a map. */
function contours(r, p) {
  const out = [];
  const centres = [[r.range(250, 550), r.range(250, 650)], [r.range(650, 950), r.range(250, 650)]];
  for (const [ci, [cx, cy]] of centres.entries()) {
    const k = [r.range(0, 6), r.range(0, 6), r.range(0, 6)];
    for (let i = 14; i >= 1; i--) {
      const base = i * 28;
      const pts = [];
      for (let s = 0; s <= 72; s++) {
        const a = (s / 72) * Math.PI * 2;
        const rad = base * (1 + 0.22 * Math.sin(3 * a + k[0]) + 0.12 * Math.sin(5 * a + k[1]) + 0.06 * Math.sin(2 * a + k[2] + i * 0.2));
        pts.push(`${r1(cx + rad * Math.cos(a))},${r1(cy + rad * Math.sin(a))}`);
      }
      const color = p.accents[(i + ci) % p.accents.length];
      out.push(`<polygon points="${pts.join(' ')}" fill="${i < 3 ? color : 'none'}" fill-opacity="0.6" stroke="${color}" stroke-opacity="${r1(0.4 + i / 30)}" stroke-width="3"/>`);
    }
  }
  return out.join('\n');
}

const STYLES = [circuit, rings, isometric, waves, hexgrid, halftone, lowpoly, bars, orbits, contours];

function galleryImage(i) {
  const r = rng(1983 + i * 7919);
  const style = STYLES[i % STYLES.length];
  const p = PALETTES[(i * 3 + Math.floor(i / STYLES.length)) % PALETTES.length];
  const body = style(r, p).replaceAll('#glowG', '#glow0').replaceAll('#acG', '#ac0');
  return frame(W, H, p, '0', body, `PLACEHOLDER ${String(i + 1).padStart(2, '0')}`);
}

// ---- people: abstract busts and initials ------------------------------------------------------

function bust(seed, size = 480) {
  const r = rng(seed);
  const p = PALETTES[seed % 5];
  const s = size;
  const rings = [];
  for (let i = 0; i < 5; i++) {
    rings.push(`<circle cx="${s / 2}" cy="${s * 0.42}" r="${r1(s * (0.18 + i * 0.09))}" fill="none" stroke="${p.accents[i % 3]}" stroke-opacity="${r1(0.18 + 0.1 * (4 - i))}" stroke-width="${r.int(2, 6)}" stroke-dasharray="${r.int(6, 40)} ${r.int(6, 30)}"/>`);
  }
  const body = `${rings.join('\n')}
<circle cx="${s / 2}" cy="${r1(s * 0.4)}" r="${r1(s * 0.15)}" fill="url(#ac0)"/>
<path d="M${r1(s * 0.18)} ${s} C${r1(s * 0.18)} ${r1(s * 0.68)} ${r1(s * 0.34)} ${r1(s * 0.6)} ${s / 2} ${r1(s * 0.6)} C${r1(s * 0.66)} ${r1(s * 0.6)} ${r1(s * 0.82)} ${r1(s * 0.68)} ${r1(s * 0.82)} ${s} Z" fill="url(#ac0)" fill-opacity="0.9"/>`;
  return frame(s, s, p, '0', body, '');
}

const SHAPES = [
  (s) => `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.34}"/>`,
  (s) => {
    const pts = [];
    for (let k = 0; k < 6; k++) {
      const a = (Math.PI / 3) * k;
      pts.push(`${r1(s / 2 + s * 0.36 * Math.cos(a))},${r1(s / 2 + s * 0.36 * Math.sin(a))}`);
    }
    return `<polygon points="${pts.join(' ')}"/>`;
  },
  (s) => `<rect x="${s * 0.17}" y="${s * 0.17}" width="${s * 0.66}" height="${s * 0.66}" rx="${s * 0.16}" transform="rotate(12 ${s / 2} ${s / 2})"/>`,
  (s) => `<rect x="${s * 0.19}" y="${s * 0.19}" width="${s * 0.62}" height="${s * 0.62}" rx="${s * 0.06}" transform="rotate(45 ${s / 2} ${s / 2})"/>`,
];

function avatar(initials, i) {
  const s = 320;
  const r = rng(4200 + i * 31);
  const p = PALETTES[i % 5];
  const shape = SHAPES[i % SHAPES.length](s).replace('/>', ` fill="url(#ac0)" fill-opacity="0.92"/>`);
  const dots = [];
  for (let k = 0; k < 14; k++) dots.push(`<circle cx="${r.int(10, s - 10)}" cy="${r.int(10, s - 10)}" r="${r1(r.range(2, 6))}" fill="${p.ink}" fill-opacity="0.25"/>`);
  const fontSize = initials.length > 2 ? 78 : 104;
  const body = `${dots.join('\n')}
${shape}
<text x="${s / 2}" y="${s / 2}" dy="0.36em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fontSize}" fill="#ffffff" letter-spacing="2">${initials}</text>`;
  return frame(s, s, p, '0', body, '');
}

// ---- fictional sponsors ---------------------------------------------------------------------------

const GLYPHS = [
  (c) => `<rect x="6" y="6" width="44" height="44" rx="12" fill="${c}"/><rect x="18" y="18" width="20" height="20" rx="5" fill="#fff"/>`,
  (c) => `<circle cx="28" cy="28" r="22" fill="none" stroke="${c}" stroke-width="8"/><circle cx="28" cy="28" r="7" fill="${c}"/>`,
  (c) => `<path d="M6 44 L28 8 L50 44 Z" fill="${c}"/><path d="M20 44 L28 30 L36 44 Z" fill="#fff"/>`,
  (c) => `<path d="M4 28 q12 -24 24 0 t24 0" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round"/>`,
  (c) => `<polygon points="28,4 50,16 50,40 28,52 6,40 6,16" fill="${c}"/><polygon points="28,18 38,24 38,34 28,40 18,34 18,24" fill="#fff"/>`,
  (c) => `<rect x="6" y="8" width="12" height="40" rx="4" fill="${c}"/><rect x="22" y="18" width="12" height="30" rx="4" fill="${c}" fill-opacity="0.7"/><rect x="38" y="28" width="12" height="20" rx="4" fill="${c}" fill-opacity="0.45"/>`,
  (c) => `<circle cx="20" cy="28" r="16" fill="${c}"/><circle cx="36" cy="28" r="16" fill="${c}" fill-opacity="0.55"/>`,
  (c) => `<path d="M8 10 h40 l-20 20 l20 20 h-40 z" fill="${c}"/>`,
];

function sponsorLogo(name, i) {
  const colors = ['#1c3d8f', '#6b3fa0', '#0e7490', '#b45309', '#be185d', '#1d4ed8', '#047857', '#7c2d12'];
  const c = colors[i % colors.length];
  const size = 42;
  const w = Math.ceil(82 + name.length * size * 0.66);
  const h = 72;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<g transform="translate(6 8)">${GLYPHS[i % GLYPHS.length](c)}</g>
<text x="76" y="36" dy="0.36em" font-family="${FONT}" font-weight="700" font-size="${size}" fill="#1f2937" letter-spacing="-1">${name}</text>
</svg>
`;
}

// ---- write -----------------------------------------------------------------------------------------

function write(rel, svg) {
  const file = path.join(here, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
}

for (let i = 0; i < 28; i++) write(`gallery/gallery-${String(i + 1).padStart(2, '0')}.svg`, galleryImage(i));
for (let i = 0; i < 3; i++) write(`alumni/alumnus-${i + 1}.svg`, bust(301 + i * 2));
for (let i = 0; i < 2; i++) write(`faculty/faculty-${i + 1}.svg`, bust(702 + i * 3));

// Initials of the office-bearer roles (the names are placeholders, the roles are the society's).
const ROLE_INITIALS = ['P', 'VP', 'GS', 'JS', 'T', 'JT', 'TH', 'EH', 'DH', 'WH', 'PR', 'SH', 'CH', 'MH', 'LH', 'OH', 'WS'];
ROLE_INITIALS.forEach((ini, i) => write(`office-bearers/office-bearer-${String(i + 1).padStart(2, '0')}.svg`, avatar(ini, i)));

const SPONSORS = ['Quantix Labs', 'NimbusGrid', 'Bytewave', 'Orbital Forge', 'Lumen Circuits', 'Parallax', 'Kernelworks', 'Vertex Foundry'];
SPONSORS.forEach((name, i) => write(`sponsors/sponsor-${i + 1}.svg`, sponsorLogo(name, i)));

console.log('Wrote 28 gallery, 3 alumni, 2 faculty, 17 office-bearer and 8 sponsor SVGs.');
