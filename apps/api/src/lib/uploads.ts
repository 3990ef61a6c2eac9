import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, MSG } from '@app/shared';
import type { z } from 'zod';
import { HttpError, badRequest, tooLarge, unsupportedType } from './http-error';
import { ImageRefused, cleanImage } from './image-container';

// Uploads are read with a size cap and judged by their first bytes, never by name or header.

export type FileType = 'pdf' | 'jpeg' | 'png' | 'webp';

export const CONTENT_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function sniffType(bytes: Buffer): FileType | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

export interface UploadedFile {
  field: string;
  type: FileType;
  contentType: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a whole multipart body. Each file must be one of `accept[field]` by content and at most
 * maxBytes; text fields are capped at 10 kB each. Unknown file fields are refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  accept: Record<string, { types: FileType[]; message: string }>,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest('Please send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const parts = request.parts({ limits: { fileSize: maxBytes, files: Object.keys(accept).length, fieldSize: 10_000, fields: 30 } });
  try {
    await readParts(parts, accept, maxBytes, fields, files);
  } catch (err) {
    // The parser's own complaints (a body cut short, no boundary) are the sender's fault: 400.
    const e = err as { statusCode?: number };
    if (err instanceof HttpError || (e.statusCode && e.statusCode < 500)) throw err;
    throw badRequest('The upload was cut off or is not valid multipart/form-data. Please try again.');
  }
  return { fields, files };
}

async function readParts(
  parts: AsyncIterableIterator<Multipart>,
  accept: Record<string, { types: FileType[]; message: string }>,
  maxBytes: number,
  fields: Record<string, string>,
  files: Record<string, UploadedFile>,
) {
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value !== 'string') throw badRequest(`Field ${part.fieldname} is not text.`);
      if (part.fieldname === '__proto__' || part.fieldname === 'constructor' || part.fieldname === 'prototype') continue;
      fields[part.fieldname] = part.value;
      continue;
    }
    const rule = accept[part.fieldname];
    const bytes = await readFile(part as MultipartFile, maxBytes);
    if (!rule) throw badRequest(`Unexpected file field ${part.fieldname}.`);
    if (bytes.length === 0) continue;
    const type = sniffType(bytes);
    if (!type || !rule.types.includes(type)) throw unsupportedType(rule.message);
    files[part.fieldname] = { field: part.fieldname, type, contentType: CONTENT_TYPES[type], bytes };
  }
}

async function readFile(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const bytes = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(`The file must be at most ${maxBytes / 1024 / 1024} MB.`);
    throw err;
  });
  if (part.file.truncated) throw tooLarge(`The file must be at most ${maxBytes / 1024 / 1024} MB.`);
  return bytes;
}

/** Largest picture decoded: a phone screenshot is a few megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 8000;

/**
 * Reads the image's size from its header, without decoding it, and refuses a picture over 40
 * megapixels or 8,000 px on a side with 413: decoding one costs a second of CPU and a gigabyte of
 * memory. A header that cannot be read is refused with `unreadable` (400).
 */
export async function assertImageDimensions(file: UploadedFile, unreadable: string): Promise<void> {
  if (file.type === 'pdf') return;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(file.bytes).metadata());
  } catch {
    throw badRequest(unreadable);
  }
  if (!width || !height) throw badRequest(unreadable);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw tooLarge(MSG_IMAGE_TOO_LARGE);
  }
}

export const MSG_IMAGE_TOO_LARGE = `The image is too large: at most ${MAX_IMAGE_SIDE} pixels on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;

/**
 * A JPEG or PNG rewritten without its metadata (EXIF with a phone's GPS position, comments, text
 * chunks) and without anything smuggled after the image data, its compressed pixels copied as
 * they are: a few microseconds instead of the milliseconds a decode and re-encode cost
 * (lib/image-container.ts). A picture over the size limits is refused with 413 from its header;
 * one that is not a well-formed JPEG or PNG, with `message` (400).
 */
export function stripImageMetadata(file: UploadedFile, message: string): UploadedFile {
  if (file.type !== 'jpeg' && file.type !== 'png') throw badRequest(message);
  try {
    const { bytes } = cleanImage(file.type, file.bytes, { maxSide: MAX_IMAGE_SIDE, maxPixels: MAX_IMAGE_PIXELS });
    return { ...file, bytes };
  } catch (err) {
    if (err instanceof ImageRefused && err.reason === 'tooLarge') throw tooLarge(MSG_IMAGE_TOO_LARGE);
    throw badRequest(message);
  }
}

/** A multipart form's text fields read with the shared schema: its first issue is the 400's message. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>, fallback: string = MSG.badRequest): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? fallback);
  return parsed.data;
}

/**
 * An uploaded image opened for re-encoding: capped at 40 megapixels (a decompression bomb is
 * refused, not decoded), failing on corrupt data, turned upright by its EXIF orientation.
 */
export function decodeUpload(bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
}
