import PDFDocument from 'pdfkit';

/**
 * A pdfkit document and its bytes, which arrive once `doc.end()` is called: how every PDF the
 * server makes (entry passes, certificates, registration lists) is started.
 */
export function pdfDocument(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
