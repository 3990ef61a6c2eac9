/** Whether a chosen file is a PDF by its first bytes, as the server will check it. */
export async function isPdfFile(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}
