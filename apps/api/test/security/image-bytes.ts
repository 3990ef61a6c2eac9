import { crc32 } from 'node:zlib';
import { expect } from 'vitest';

// JPEG segments and PNG chunks listed and built by hand, to check what the API stores.

/** The markers of a JPEG's segments up to the first scan. */
export function jpegMarkers(bytes: Buffer): string[] {
  const markers: string[] = [];
  let pos = 2;
  while (pos < bytes.length && bytes[pos] === 0xff) {
    const marker = bytes[pos + 1]!;
    markers.push(marker.toString(16).toUpperCase());
    if (marker === 0xda) break;
    pos += 2 + bytes.readUInt16BE(pos + 2);
  }
  return markers;
}

export function pngChunks(bytes: Buffer): string[] {
  const types: string[] = [];
  let pos = 8;
  while (pos + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(pos);
    types.push(bytes.subarray(pos + 4, pos + 8).toString('latin1'));
    pos += 12 + length;
  }
  expect(pos, 'the PNG ends with its last chunk').toBe(bytes.length);
  return types;
}

export function pngChunk(type: string, data: Buffer | string): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data)]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** Inserts chunks after IHDR (offset 33) of a PNG. */
export function withPngChunks(png: Buffer, chunks: Buffer[]): Buffer {
  return Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
}

/** Inserts a segment right after a JPEG's SOI. */
export function withJpegSegment(jpeg: Buffer, marker: number, data: Buffer | string): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker);
  head.writeUInt16BE(Buffer.byteLength(data) + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, Buffer.from(data), jpeg.subarray(2)]);
}

