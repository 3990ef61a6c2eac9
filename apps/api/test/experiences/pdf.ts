/** The first bytes of a JPEG, enough for content sniffing to call it one. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0 not really a picture'),
]);
