import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRefused, cleanJpeg, cleanPng } from '../../src/lib/image-container';
import { jpegMarkers, pngChunk, pngChunks, withJpegSegment, withPngChunks } from './image-bytes';

// The screenshot's container rewritten without decoding: metadata and trailing bytes go, the
// picture decodes to the very same pixels, and a broken or truncated file is refused (never a crash).

const LIMITS = { maxSide: 8000, maxPixels: 40_000_000 };
const SECRET = 'GPS 13.0108N 80.2337E Asha Iyer';
const HIDDEN = '<script>alert(document.cookie)</script>';

/** A picture with some detail, so the compressed data is not trivial. */
function drawing(width = 96, height = 64) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f4f0e8"/><circle cx="30" cy="30" r="20" fill="#2a6"/>
    <text x="40" y="55" font-size="18" fill="#123">₹300</text></svg>`;
  return sharp(Buffer.from(svg));
}

const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

/** A seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

describe('JPEG container rewrite', () => {
  it('drops EXIF, XMP, the ICC profile, comments and what follows the image, keeping the same pixels', async () => {
    const plain = await drawing().jpeg({ quality: 80 }).toBuffer();
    let sent: Buffer = await drawing()
      .withExif({ IFD0: { ImageDescription: SECRET, Copyright: SECRET } })
      .jpeg({ quality: 80 })
      .toBuffer();
    sent = withJpegSegment(sent, 0xfe, `comment ${SECRET}`);
    sent = withJpegSegment(sent, 0xe2, `ICC_PROFILE\0\x01\x01${SECRET}`);
    sent = withJpegSegment(sent, 0xe1, `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${SECRET}</x:xmpmeta>`);
    sent = Buffer.concat([sent, Buffer.from(HIDDEN)]);
    expect(jpegMarkers(sent)).toEqual(expect.arrayContaining(['E1', 'E2', 'FE']));

    const clean = cleanJpeg(sent, LIMITS);
    expect([clean.width, clean.height]).toEqual([96, 64]);
    expect(clean.bytes.includes(SECRET)).toBe(false);
    expect(clean.bytes.includes(HIDDEN)).toBe(false);
    expect(jpegMarkers(clean.bytes).filter((m) => /^E[1-9A-F]$|^FE$/.test(m))).toEqual([]);
    expect(clean.bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const meta = await sharp(clean.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc, meta.xmp]).toEqual(['jpeg', 96, 64, undefined, undefined, undefined]);
    // Same compressed data, so the same pixels as the picture written without metadata.
    expect((await pixels(clean.bytes)).equals(await pixels(plain))).toBe(true);
  });

  it('keeps the JFIF header without its thumbnail, and an Adobe header', async () => {
    const jpeg = await drawing().jpeg().toBuffer();
    const adobe = Buffer.from([0x41, 0x64, 0x6f, 0x62, 0x65, 0, 100, 0, 0, 0, 0, 1, 0x55, 0x55]);
    // JFIF 1.1, no units, density 1:1, a 2×1 thumbnail whose RGB bytes carry text.
    const jfif = Buffer.concat([Buffer.from('JFIF\0', 'latin1'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 2, 1]), Buffer.from('SECRET')]);
    const sent = withJpegSegment(withJpegSegment(jpeg, 0xee, adobe), 0xe0, jfif);
    const clean = cleanJpeg(sent, LIMITS);
    expect(jpegMarkers(clean.bytes).slice(0, 3)).toEqual(['E0', 'EE', 'DB']);
    expect(clean.bytes.readUInt16BE(4)).toBe(16); // JFIF header, no thumbnail
    expect(clean.bytes.subarray(6, 20)).toEqual(Buffer.concat([jfif.subarray(0, 12), Buffer.from([0, 0])]));
    expect(clean.bytes.readUInt16BE(22)).toBe(14); // Adobe: its 12 bytes, not what followed
    expect(clean.bytes.includes('SECRET')).toBe(false);
    expect((await pixels(clean.bytes)).equals(await pixels(jpeg))).toBe(true);
  });

  it('keeps only the orientation of a photo taken sideways, so it is still shown upright', async () => {
    const sent = await drawing().withExif({ IFD0: { ImageDescription: SECRET } }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(sent).metadata()).orientation).toBe(6);
    const clean = cleanJpeg(sent, LIMITS);
    expect(clean.bytes.includes(SECRET)).toBe(false);
    const meta = await sharp(clean.bytes).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif!.length).toBeLessThan(40);
    const upright = await sharp(clean.bytes).rotate().toBuffer({ resolveWithObject: true });
    expect([upright.info.width, upright.info.height]).toEqual([64, 96]);
  });

  it('copies a progressive JPEG scan by scan', async () => {
    const sent = await drawing(300, 200).jpeg({ progressive: true }).toBuffer();
    const clean = cleanJpeg(sent, LIMITS);
    expect((await pixels(clean.bytes)).equals(await pixels(sent))).toBe(true);
  });

  it('reads the size from the frame header and refuses one over the limits as too large', async () => {
    const sent = await drawing().jpeg().toBuffer();
    const sof = sent.indexOf(Buffer.from([0xff, 0xc0]));
    const huge = Buffer.from(sent);
    huge.writeUInt16BE(9000, sof + 5); // height
    expect(() => cleanJpeg(huge, LIMITS)).toThrow(expect.objectContaining({ reason: 'tooLarge' }));
    const empty = Buffer.from(sent);
    empty.writeUInt16BE(0, sof + 5);
    expect(() => cleanJpeg(empty, LIMITS)).toThrow(expect.objectContaining({ reason: 'unreadable' }));
  });

  it('refuses every truncation, and any corruption either is refused or gives a file that cleans to itself', async () => {
    const sent = await drawing().withExif({ IFD0: { ImageDescription: SECRET } }).jpeg({ progressive: true }).toBuffer();
    for (let cut = 0; cut < sent.length - 1; cut++) {
      expect(() => cleanJpeg(sent.subarray(0, cut), LIMITS), `cut at ${cut}`).toThrow(ImageRefused);
    }
    const next = random(15);
    for (let i = 0; i < 3000; i++) {
      const broken = Buffer.from(sent);
      for (let k = 1 + Math.floor(next() * 4); k > 0; k--) broken[Math.floor(next() * broken.length)] = Math.floor(next() * 256);
      let clean: Buffer;
      try {
        clean = cleanJpeg(broken, LIMITS).bytes;
      } catch (err) {
        expect(err, `case ${i}`).toBeInstanceOf(ImageRefused);
        continue;
      }
      expect(cleanJpeg(clean, LIMITS).bytes.equals(clean), `case ${i}`).toBe(true);
      expect(clean.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    }
  });

  it('refuses what is not a JPEG from its first bytes on', () => {
    for (const bytes of [Buffer.alloc(0), Buffer.from([0xff, 0xd8]), Buffer.from([0xff, 0xd8, 0xff, 0xd9]), Buffer.from(HIDDEN)]) {
      expect(() => cleanJpeg(bytes, LIMITS)).toThrow(ImageRefused);
    }
  });
});

describe('PNG container rewrite', () => {
  it('drops text, EXIF, ICC, time and private chunks and what follows IEND, keeping the same pixels', async () => {
    const plain = await drawing().png().toBuffer();
    const sent = Buffer.concat([
      withPngChunks(plain, [
        pngChunk('tEXt', `Author\0${SECRET}`),
        pngChunk('iTXt', `Comment\0\0\0\0\0${SECRET}`),
        pngChunk('zTXt', `Title\0\0${SECRET}`),
        pngChunk('eXIf', `MM\0*${SECRET}`),
        pngChunk('tIME', Buffer.alloc(7, 1)),
        pngChunk('pHYs', Buffer.alloc(9, 0)),
        pngChunk('prVt', SECRET),
        pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
      ]),
      Buffer.from(HIDDEN),
    ]);
    const clean = cleanPng(sent, LIMITS);
    expect([clean.width, clean.height]).toEqual([96, 64]);
    expect(clean.bytes.includes(SECRET)).toBe(false);
    expect(clean.bytes.includes(HIDDEN)).toBe(false);
    expect(pngChunks(clean.bytes)).toEqual(['IHDR', 'gAMA', 'IDAT', 'IEND']);
    expect(pngChunks(plain)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    const meta = await sharp(clean.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['png', 96, 64, undefined]);
    expect((await pixels(clean.bytes)).equals(await pixels(plain))).toBe(true);
  });

  it('keeps the palette and its transparency', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><circle cx="30" cy="30" r="20" fill="#2a6" fill-opacity="0.6"/></svg>`;
    const sent = await sharp(Buffer.from(svg)).png({ palette: true, colours: 16 }).toBuffer();
    const clean = cleanPng(sent, LIMITS);
    expect(pngChunks(clean.bytes)).toEqual(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
    expect((await pixels(clean.bytes)).equals(await pixels(sent))).toBe(true);
  });

  it('refuses a chunk with a wrong checksum, an unknown critical chunk, and a size over the limits', async () => {
    const sent = await drawing().png().toBuffer();
    const bad = Buffer.from(sent);
    bad[40] = bad[40]! ^ 1;
    expect(() => cleanPng(bad, LIMITS)).toThrow(expect.objectContaining({ reason: 'unreadable' }));
    expect(() => cleanPng(withPngChunks(sent, [pngChunk('CgBI', 'x')]), LIMITS)).toThrow(ImageRefused);
    const huge = Buffer.from(sent);
    huge.writeUInt32BE(8001, 16);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    expect(() => cleanPng(huge, LIMITS)).toThrow(expect.objectContaining({ reason: 'tooLarge' }));
  });

  it('refuses every truncation, and any corruption either is refused or gives a file that cleans to itself', async () => {
    const sent = withPngChunks(await drawing().png().toBuffer(), [pngChunk('tEXt', `Author\0${SECRET}`)]);
    for (let cut = 0; cut < sent.length; cut++) {
      expect(() => cleanPng(sent.subarray(0, cut), LIMITS), `cut at ${cut}`).toThrow(ImageRefused);
    }
    const next = random(16);
    for (let i = 0; i < 3000; i++) {
      const broken = Buffer.from(sent);
      for (let k = 1 + Math.floor(next() * 4); k > 0; k--) broken[Math.floor(next() * broken.length)] = Math.floor(next() * 256);
      let clean: Buffer;
      try {
        clean = cleanPng(broken, LIMITS).bytes;
      } catch (err) {
        expect(err, `case ${i}`).toBeInstanceOf(ImageRefused);
        continue;
      }
      expect(cleanPng(clean, LIMITS).bytes.equals(clean), `case ${i}`).toBe(true);
    }
  });
});
