import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { pdfDocument } from '../../lib/pdf-document';

// The printable entry pass: A6, one page, DejaVu Sans embedded (the @fontsource/dejavu-sans
// package, under the DejaVu fonts licence, which allows embedding and redistribution).

const require = createRequire(import.meta.url);
const REGULAR = require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff');
const BOLD = require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff');

export interface PassDocument {
  symposiumName: string;
  passCode: string;
  url: string;
  name: string;
  college: string;
  events: { eventName: string; location: string; firstRoundAt: string | null }[];
}

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export async function passPdf(pass: PassDocument): Promise<Buffer> {
  const qr = await QRCode.toBuffer(pass.url, { errorCorrectionLevel: 'M', margin: 1, width: 480 });
  const { doc, bytes } = pdfDocument({
    size: 'A6',
    margin: 22,
    info: { Title: `${pass.symposiumName} entry pass: ${pass.name}`, Author: 'CSMIT' },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);

  const width = doc.page.width - 44;
  doc
    .font('bold')
    .fontSize(15)
    .text(`${pass.symposiumName} · Entry pass`, { width, align: 'center' });
  const size = 150;
  doc.image(qr, (doc.page.width - size) / 2, doc.y + 6, { width: size, height: size });
  doc.y += size + 12;
  doc
    .font('regular')
    .fontSize(10)
    .text(pass.passCode, { width, align: 'center', characterSpacing: 1 });
  doc.moveDown(0.6);
  doc.font('bold').fontSize(13).text(pass.name, { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#444444')
    .text(pass.college, { width, align: 'center' });
  doc.moveDown(0.6).fillColor('#000000');
  for (const e of pass.events) {
    doc.font('bold').fontSize(9.5).text(e.eventName, { width });
    const details = [e.location, e.firstRoundAt ? when.format(new Date(e.firstRoundAt)) : null]
      .filter(Boolean)
      .join(' · ');
    if (details)
      doc
        .font('regular')
        .fontSize(8.5)
        .fillColor('#444444')
        .text(details, { width })
        .fillColor('#000000');
  }
  doc.end();
  return bytes;
}
