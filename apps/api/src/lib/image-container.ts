import { crc32 } from 'node:zlib';

// A JPEG or PNG rewritten segment by segment (chunk by chunk) with only what a viewer needs to draw
// it: the metadata a phone adds (EXIF with its GPS position, comments, text chunks, colour
// profiles with their names) and anything after the end of the image are dropped, and the pixels'
// compressed data is copied as it is, never decoded (docs/decisions/011-*.md). Anything that is
// not a well-formed file of the claimed kind is refused, so what is stored is always one of the
// two formats and nothing else.

export type ImageKind = 'jpeg' | 'png';

export interface CleanImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Why a file was refused: `unreadable` (not a well-formed image) or `tooLarge` (its header's size is over the limits). */
export class ImageRefused extends Error {
  constructor(readonly reason: 'unreadable' | 'tooLarge') {
    super(reason);
  }
}

export interface SizeLimits {
  maxSide: number;
  maxPixels: number;
}

const unreadable = () => new ImageRefused('unreadable');

function checkSize(width: number, height: number, limits: SizeLimits) {
  if (width < 1 || height < 1) throw unreadable();
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) throw new ImageRefused('tooLarge');
}

export function cleanImage(kind: ImageKind, bytes: Buffer, limits: SizeLimits): CleanImage {
  return kind === 'jpeg' ? cleanJpeg(bytes, limits) : cleanPng(bytes, limits);
}

// ---------------------------------------------------------------------------------------------
// JPEG: SOI, then segments (FF xx, 2-byte length counting itself), each SOS followed by
// entropy-coded data in which FF is always followed by 00 (a stuffed byte) or a restart marker.

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP14 = 0xee;
/** Frame headers: baseline, extended, progressive, lossless, hierarchical and arithmetic kinds (not C4 DHT, C8 JPG, CC DAC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Segments kept as they are: tables (DHT, DAC, DQT), restart interval (DRI), number of lines (DNL). */
const TABLES = new Set([0xc4, 0xcc, 0xdb, 0xdd, 0xdc]);
/** More scans than a progressive JPEG ever has (phones write 10 or so): each costs a decoder a pass. */
const MAX_SCANS = 64;

/**
 * Kept: the frame and scan headers, the tables, the scans, a JFIF header (rewritten without its
 * thumbnail), an Adobe header (it says how the colours are coded) and, from EXIF, only the
 * orientation (so a photo taken sideways is still shown upright). Dropped: every other APPn
 * (EXIF, XMP, ICC profile, maker notes), comments, and everything after the end-of-image marker.
 */
export function cleanJpeg(bytes: Buffer, limits: SizeLimits): CleanImage {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) throw unreadable();
  const out: Buffer[] = [Buffer.from([0xff, SOI])];
  let pos = 2;
  let size: { width: number; height: number } | null = null;
  let scans = 0;
  let jfif: Buffer | null = null;
  let adobe: Buffer | null = null;
  let orientation = 1;
  const body: Buffer[] = [];
  for (;;) {
    // A marker: FF, optional FF fill bytes, then the marker code.
    if (pos >= bytes.length || bytes[pos] !== 0xff) throw unreadable();
    while (pos < bytes.length && bytes[pos] === 0xff) pos++;
    if (pos >= bytes.length) throw unreadable();
    const marker = bytes[pos++]!;
    if (marker === EOI) break;
    if (marker === SOI || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) throw unreadable();
    if (pos + 2 > bytes.length) throw unreadable();
    const length = bytes.readUInt16BE(pos);
    if (length < 2 || pos + length > bytes.length) throw unreadable();
    const segment = bytes.subarray(pos - 2, pos + length);
    const data = bytes.subarray(pos + 2, pos + length);
    pos += length;
    if (marker >= APP0 && marker <= 0xef) {
      if (marker === APP0 && !jfif && isJfif(data)) jfif = jfifHeader(data);
      else if (marker === APP14 && !adobe && data.length >= 12 && data.subarray(0, 5).toString('latin1') === 'Adobe') adobe = adobeHeader(data);
      else if (marker === APP1 && orientation === 1) orientation = exifOrientation(data);
      continue;
    }
    if (marker === 0xfe) continue; // COM
    if (SOF.has(marker)) {
      if (size || data.length < 6) throw unreadable();
      const height = data.readUInt16BE(1);
      const width = data.readUInt16BE(3);
      const components = data[5]!;
      if (![1, 3, 4].includes(components) || data.length !== 6 + 3 * components) throw unreadable();
      checkSize(width, height, limits);
      size = { width, height };
      body.push(segment);
      continue;
    }
    if (TABLES.has(marker)) {
      body.push(segment);
      continue;
    }
    if (marker !== SOS) throw unreadable(); // JPGn, DHP, EXP, reserved: not in a picture we accept
    if (!size || ++scans > MAX_SCANS) throw unreadable();
    const end = scanEnd(bytes, pos);
    body.push(segment, bytes.subarray(pos, end));
    pos = end;
  }
  if (!size || scans === 0) throw unreadable();
  if (jfif) out.push(jfif);
  if (orientation !== 1) out.push(exifWithOrientation(orientation));
  if (adobe) out.push(adobe);
  out.push(...body, Buffer.from([0xff, EOI]));
  return { bytes: Buffer.concat(out), ...size };
}

/** Where a scan's entropy-coded data ends: the first FF followed by a byte other than 00 or a restart marker. */
function scanEnd(bytes: Buffer, from: number): number {
  let pos = from;
  for (;;) {
    const ff = bytes.indexOf(0xff, pos);
    if (ff < 0 || ff + 1 >= bytes.length) throw unreadable();
    const next = bytes[ff + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
      pos = ff + 2;
      continue;
    }
    if (next === 0xff) {
      // Fill bytes before a marker (or a run of FF inside the data, which is not valid).
      let m = ff + 1;
      while (m < bytes.length && bytes[m] === 0xff) m++;
      if (m >= bytes.length) throw unreadable();
      const code = bytes[m]!;
      if (code === 0x00 || (code >= 0xd0 && code <= 0xd7)) throw unreadable();
      return ff;
    }
    return ff;
  }
}

function isJfif(data: Buffer): boolean {
  return data.length >= 14 && data.subarray(0, 5).toString('latin1') === 'JFIF\0';
}

/** The JFIF header with its version and pixel density, and no thumbnail. */
function jfifHeader(data: Buffer): Buffer {
  const segment = Buffer.alloc(18);
  segment.writeUInt16BE(0xffe0, 0);
  segment.writeUInt16BE(16, 2);
  data.copy(segment, 4, 0, 12); // "JFIF\0", version, units, x and y density
  return segment; // thumbnail width and height stay 0
}

/** "Adobe", version, two flag words and the colour transform: 12 bytes, nothing else. */
function adobeHeader(data: Buffer): Buffer {
  const segment = Buffer.alloc(16);
  segment.writeUInt16BE(0xffee, 0);
  segment.writeUInt16BE(14, 2);
  data.copy(segment, 4, 0, 12);
  return segment;
}

/** The EXIF orientation (1-8) from an APP1 segment, or 1 when there is none or it cannot be read. */
export function exifOrientation(data: Buffer): number {
  if (data.length < 14 || data.subarray(0, 6).toString('latin1') !== 'Exif\0\0') return 1;
  const tiff = data.subarray(6);
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return 1;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return 1;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const at = ifd + 2 + 12 * i;
    if (at + 12 > tiff.length) return 1;
    if (u16(at) === 0x0112 && u16(at + 2) === 3) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** An APP1 segment holding an EXIF block with the orientation tag only (big-endian TIFF). */
function exifWithOrientation(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xffe1, 0);
  head.writeUInt16BE(2 + 6 + tiff.length, 2);
  return Buffer.concat([head, Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

// ---------------------------------------------------------------------------------------------
// PNG: the signature, then chunks (4-byte length, 4-byte type, data, CRC of type and data).

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * Chunks kept: the critical ones and those that change how the pixels look (transparency, gamma,
 * chromaticities, sRGB intent). Dropped: text (tEXt, zTXt, iTXt), EXIF (eXIf), time, physical
 * size, ICC profiles (iCCP: compressed, and named by the writer), animation and private chunks.
 */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB']);
/** Allowed bit depths per colour type. */
const PNG_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

export function cleanPng(bytes: Buffer, limits: SizeLimits): CleanImage {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw unreadable();
  const out: Buffer[] = [PNG_SIGNATURE];
  let pos = 8;
  let size: { width: number; height: number } | null = null;
  let colourType = -1;
  let sawPalette = false;
  let idat: 'none' | 'in' | 'after' = 'none';
  for (;;) {
    if (pos + 12 > bytes.length) throw unreadable();
    const length = bytes.readUInt32BE(pos);
    if (length > 0x7fffffff || pos + 12 + length > bytes.length) throw unreadable();
    const type = bytes.subarray(pos + 4, pos + 8).toString('latin1');
    if (!/^[A-Za-z]{4}$/.test(type)) throw unreadable();
    const chunk = bytes.subarray(pos, pos + 12 + length);
    const data = bytes.subarray(pos + 8, pos + 8 + length);
    if (crc32(bytes.subarray(pos + 4, pos + 8 + length)) !== bytes.readUInt32BE(pos + 8 + length)) throw unreadable();
    pos += 12 + length;
    if (!size && type !== 'IHDR') throw unreadable();
    if (type === 'IHDR') {
      if (size || length !== 13) throw unreadable();
      const width = data.readUInt32BE(0);
      const height = data.readUInt32BE(4);
      const depth = data[8]!;
      colourType = data[9]!;
      if (!PNG_DEPTHS[colourType]?.includes(depth) || data[10] !== 0 || data[11] !== 0 || data[12]! > 1) throw unreadable();
      checkSize(width, height, limits);
      size = { width, height };
    } else if (type === 'IDAT') {
      if (idat === 'after') throw unreadable(); // IDAT chunks must be consecutive
      if (colourType === 3 && !sawPalette) throw unreadable();
      idat = 'in';
    } else {
      if (idat === 'in') idat = 'after';
      if (type === 'PLTE') {
        if (sawPalette || idat !== 'none' || length === 0 || length % 3 !== 0 || length > 768) throw unreadable();
        sawPalette = true;
      }
      if (type === 'IEND') {
        if (length !== 0) throw unreadable();
        break;
      }
      // An unknown critical chunk (upper-case first letter) means the file cannot be shown as it is.
      if (!PNG_KEEP.has(type) && type.charCodeAt(0) < 0x61) throw unreadable();
    }
    if (PNG_KEEP.has(type)) out.push(chunk);
  }
  if (!size || idat === 'none') throw unreadable();
  out.push(Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82])); // IEND
  return { bytes: Buffer.concat(out), ...size };
}
