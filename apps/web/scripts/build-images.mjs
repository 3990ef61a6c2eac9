// Build step for the landing page's images: rasterizes the sources in src/content/art/<group>/
// (SVG artwork, or real JPEG/PNG/WebP photos dropped in with the same base name, which win) into
// WebP at the sizes the pages show them, writes them to public/img/<group>/ with a content hash
// in the name (they are served as immutable), and writes the typed manifest
// src/content/generated/images.ts (width, height, placeholder colour, srcset per image).
// Unchanged sources are skipped, so a rebuild takes a moment.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const VERSION = 3; // bump to re-encode everything after changing the encoder settings below
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artDir = path.join(webRoot, 'src', 'content', 'art');
const outDir = path.join(webRoot, 'public', 'img');
const genDir = path.join(webRoot, 'src', 'content', 'generated');
const cacheFile = path.join(genDir, 'images.cache.json');

/**
 * Display sizes per group (CSS pixels and their 2x). Gallery thumbnails are about 170 px wide
 * on a phone and 300 px on a desktop; the lightbox shows up to 1200 px.
 */
const GROUPS = [
  { dir: 'gallery', widths: [320, 640, 960, 1280], quality: 78 },
  { dir: 'alumni', widths: [128, 256], square: true, quality: 82 },
  { dir: 'faculty', widths: [144, 288], square: true, quality: 82 },
  { dir: 'office-bearers', widths: [96, 192], square: true, quality: 82 },
  { dir: 'sponsors', heights: [32, 64], logo: true, quality: 90 },
  { dir: 'categories', widths: [400, 800], quality: 80 },
];
const RASTER = ['.jpg', '.jpeg', '.png', '.webp'];

sharp.concurrency(1);

function sourcesOf(group) {
  const dir = path.join(artDir, group.dir);
  if (!fs.existsSync(dir)) return [];
  const byName = new Map();
  for (const file of fs.readdirSync(dir).sort()) {
    const ext = path.extname(file).toLowerCase();
    if (ext !== '.svg' && !RASTER.includes(ext)) continue;
    const name = path.basename(file, path.extname(file));
    const current = byName.get(name);
    // A real photo beside the placeholder SVG replaces it.
    if (!current || (path.extname(current).toLowerCase() === '.svg' && ext !== '.svg')) byName.set(name, file);
  }
  return [...byName.entries()].map(([name, file]) => ({ name, file: path.join(dir, file), svg: file.endsWith('.svg') }));
}

function hex({ r, g, b }) {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A decoded, oriented base image at a resolution fit for the largest size. */
async function loadBase(src, group) {
  const meta = await sharp(src.file).metadata();
  // Rasterize vector art just large enough for the biggest size shown.
  const largest = group.widths ? Math.max(...group.widths) : Math.max(...group.heights);
  const density = Math.min(600, Math.max(72, Math.ceil((72 * largest) / Math.min(meta.width, meta.height ?? meta.width))));
  const input = sharp(src.file, src.svg ? { density } : {}).rotate();
  const { data, info } = await input.png().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, sourceWidth: meta.width };
}

async function buildImage(src, group) {
  const bytes = fs.readFileSync(src.file);
  const key = crypto.createHash('sha256').update(bytes).update(JSON.stringify({ group, VERSION })).digest('hex').slice(0, 10);
  const base = await loadBase(src, group);
  const ratio = group.square ? 1 : base.width / base.height;
  const widths = group.heights ? group.heights.map((h) => Math.round(h * ratio)) : group.widths;
  const variants = [];
  for (const w of widths) {
    const h = Math.round(w / ratio);
    const rel = `${group.dir}/${src.name}-${w}.${key}.webp`;
    const out = path.join(outDir, rel);
    if (!fs.existsSync(out)) {
      let img = sharp(base.data);
      img = group.square ? img.resize(w, w, { fit: 'cover', position: 'attention' }) : img.resize(w, h, { fit: 'fill' });
      fs.mkdirSync(path.dirname(out), { recursive: true });
      await img.webp({ quality: group.quality, effort: 5, alphaQuality: 90, smartSubsample: true }).toFile(out);
    }
    variants.push([w, `/img/${rel}`]);
  }
  const stats = await sharp(base.data).stats();
  const color = group.logo ? 'transparent' : hex(stats.dominant);
  const [w0] = widths.slice(-1);
  return { key, entry: { width: w0 / (group.heights ? 2 : 1), height: Math.round(w0 / ratio) / (group.heights ? 2 : 1), color, srcset: variants } };
}

async function main() {
  const started = Date.now();
  const cache = fs.existsSync(cacheFile) ? JSON.parse(fs.readFileSync(cacheFile, 'utf8')) : {};
  const nextCache = {};
  const manifest = {};
  const keep = new Set();
  let built = 0;
  const jobs = GROUPS.flatMap((group) => sourcesOf(group).map((src) => ({ group, src })));
  const queue = [...jobs];
  async function worker() {
    while (queue.length) {
      const { group, src } = queue.shift();
      const id = `${group.dir}/${src.name}`;
      const bytes = fs.readFileSync(src.file);
      const key = crypto.createHash('sha256').update(bytes).update(JSON.stringify({ group, VERSION })).digest('hex').slice(0, 10);
      let entry = cache[id]?.key === key ? cache[id].entry : null;
      if (entry && !entry.srcset.every(([, url]) => fs.existsSync(path.join(webRoot, 'public', url)))) entry = null;
      if (!entry) {
        ({ entry } = await buildImage(src, group));
        built += 1;
      }
      nextCache[id] = { key, entry };
      manifest[id] = entry;
      for (const [, url] of entry.srcset) keep.add(path.join(webRoot, 'public', url));
    }
  }
  await Promise.all([worker(), worker()]);

  // Drop files of earlier builds so public/img only holds what the manifest names.
  const prune = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) prune(full);
      else if (!keep.has(full)) fs.rmSync(full);
    }
  };
  prune(outDir);

  const ids = Object.keys(manifest).sort();
  const body = ids.map((id) => `  ${JSON.stringify(id)}: ${JSON.stringify(manifest[id])},`).join('\n');
  const ts = `// Generated by apps/web/scripts/build-images.mjs from src/content/art. Do not edit.\nimport type { ImageAsset } from '../types';\n\nexport const images = {\n${body}\n} satisfies Record<string, ImageAsset>;\n\nexport type ImageKey = keyof typeof images;\n`;
  fs.mkdirSync(genDir, { recursive: true });
  const manifestFile = path.join(genDir, 'images.ts');
  if (!fs.existsSync(manifestFile) || fs.readFileSync(manifestFile, 'utf8') !== ts) fs.writeFileSync(manifestFile, ts);
  fs.writeFileSync(cacheFile, JSON.stringify(nextCache));
  console.log(`images: ${ids.length} images (${built} rebuilt) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
