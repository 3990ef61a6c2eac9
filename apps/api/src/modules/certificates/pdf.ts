import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

// The certificate as an A4 landscape PDF, drawn on the server. Noto Serif (embedded, subset by
// pdfkit) prints Latin names with diacritics; a name in Tamil script is set in Noto Sans Tamil,
// which pdfkit shapes through fontkit. The QR code is drawn as vector squares, so it stays sharp.

const require = createRequire(import.meta.url);
const FONT_FILES = {
  serif: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
  serifItalic: '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf',
  serifBold: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  serifSemiBold: '@expo-google-fonts/noto-serif/600SemiBold/NotoSerif_600SemiBold.ttf',
  tamil: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
  tamilBold: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff',
} as const;
type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, Buffer> | null = null;
function loadFonts(): Record<FontName, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [
      name,
      fs.readFileSync(require.resolve(file)),
    ]),
  ) as Record<FontName, Buffer>;
  return fonts;
}

export interface Signatory {
  name: string;
  title: string;
  /** PNG or JPEG bytes of the signature, drawn above the name. */
  signature: Buffer | null;
}

export interface CertificateDocument {
  code: string;
  kind: 'participation' | 'merit';
  position: number | null;
  name: string;
  college: string;
  eventName: string;
  symposiumName: string;
  /** The year of the symposium edition, printed beside its name. */
  year: number;
  issuedAt: string;
  verifyUrl: string;
  societyName: string;
  societyTagline: string;
  /** PNG or JPEG of the society's logo; without one the society's 'CS' mark is drawn. */
  logo: Buffer | null;
  signatories: [Signatory, Signatory];
  /** A revoked certificate still opens, but says so across the page. */
  revoked: boolean;
}

export const PLACE_WORDS = ['First', 'Second', 'Third'] as const;

const NAVY = '#1c3d8f';
const VIOLET = '#6b3fa0';
const GOLD = '#a8832f';
const INK = '#1f2433';
const MUTED = '#5b6172';
const PAPER = '#fdfbf6';

const TAMIL = /[\u0B80-\u0BFF]/;

/** Renders the certificate; resolves to the PDF's bytes. */
export async function renderCertificatePdf(c: CertificateDocument): Promise<Buffer> {
  const f = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${titleOf(c)} — ${c.name}`,
      Author: c.societyName,
      Subject: `${c.eventName}, ${c.symposiumName} ${c.year}`,
      Keywords: `certificate ${c.code}`,
    },
  });
  for (const [name, bytes] of Object.entries(f)) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const W = doc.page.width;
  const H = doc.page.height;
  drawFrame(doc, W, H);

  // Header: logo, society, the symposium edition.
  const logoSize = 50;
  drawLogo(doc, c.logo, (W - logoSize) / 2, 50, logoSize);
  doc
    .font('serifSemiBold')
    .fontSize(12.5)
    .fillColor(NAVY)
    .text(c.societyName.toUpperCase(), 60, 110, {
      width: W - 120,
      align: 'center',
      characterSpacing: 3,
    });
  doc
    .font('serifItalic')
    .fontSize(10)
    .fillColor(MUTED)
    .text(c.societyTagline, 60, 129, { width: W - 120, align: 'center' });

  // Title.
  doc
    .font('serifBold')
    .fontSize(34)
    .fillColor(INK)
    .text(c.kind === 'merit' ? 'Certificate of Merit' : 'Certificate of Participation', 60, 156, {
      width: W - 120,
      align: 'center',
    });
  let y = 204;
  if (c.kind === 'merit' && c.position) {
    doc
      .font('serifSemiBold')
      .fontSize(14)
      .fillColor(GOLD)
      .text(`${PLACE_WORDS[c.position - 1]} Place`.toUpperCase(), 60, y, {
        width: W - 120,
        align: 'center',
        characterSpacing: 4,
      });
    y += 24;
  } else {
    ornament(doc, W / 2, y + 8);
    y += 24;
  }

  doc
    .font('serifItalic')
    .fontSize(13)
    .fillColor(MUTED)
    .text('This is to certify that', 60, y + 6, { width: W - 120, align: 'center' });

  // The name: the largest size (≤ 32 pt) that fits on one line.
  const nameFont = TAMIL.test(c.name) ? 'tamilBold' : 'serifBold';
  doc.font(nameFont);
  const size = fitFontSize(doc, c.name, 32, 16, W - 200);
  const nameY = y + 34;
  doc
    .fillColor(NAVY)
    .text(c.name, 60, nameY, { width: W - 120, align: 'center', lineBreak: false });
  const ruleY = nameY + size * 1.45;
  doc
    .moveTo(W / 2 - 190, ruleY)
    .lineTo(W / 2 + 190, ruleY)
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .stroke();

  if (c.college) {
    doc
      .font(TAMIL.test(c.college) ? 'tamil' : 'serif')
      .fontSize(fitFontSize(doc, `of ${c.college}`, 12.5, 8, W - 200))
      .fillColor(INK)
      .text(`of ${c.college}`, 90, ruleY + 10, {
        width: W - 180,
        align: 'center',
        lineBreak: false,
      });
  }

  // What for: a line of lead-in, the event on its own line, then the edition and the date.
  const place = c.kind === 'merit' && c.position ? PLACE_WORDS[c.position - 1] : null;
  doc
    .font('serif')
    .fontSize(12.5)
    .fillColor(INK)
    .text(place ? `for securing ${place} Place in` : 'for participating in', 90, ruleY + 34, {
      width: W - 180,
      align: 'center',
    });
  doc.font('serifSemiBold');
  doc
    .fontSize(fitFontSize(doc, c.eventName, 19, 10, W - 200))
    .fillColor(NAVY)
    .text(c.eventName, 90, ruleY + 54, { width: W - 180, align: 'center', lineBreak: false });
  const edition = `at ${c.symposiumName} ${c.year}, organised by the ${c.societyName}.`;
  doc.font('serif');
  doc
    .fontSize(fitFontSize(doc, edition, 12.5, 8, W - 200))
    .fillColor(INK)
    .text(edition, 90, ruleY + 84, { width: W - 180, align: 'center', lineBreak: false });

  if (c.kind === 'merit' && c.position) drawSeal(doc, W - 150, 132, c.position);

  // Footer: signatories at either side, the QR code and date between them.
  const footY = H - 158;
  drawSignatory(doc, c.signatories[0], 110, footY, 200);
  drawSignatory(doc, c.signatories[1], W - 310, footY, 200);

  const qrSize = 74;
  drawQr(doc, c.verifyUrl, (W - qrSize) / 2, footY - 4, qrSize);
  doc
    .font('serif')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`Awarded on ${formatDate(c.issuedAt)} · No. ${c.code}`, W / 2 - 140, footY + qrSize + 3, {
      width: 280,
      align: 'center',
    })
    .text(`Verify at ${c.verifyUrl}`, W / 2 - 160, footY + qrSize + 14, {
      width: 320,
      align: 'center',
    });

  if (c.revoked) {
    doc
      .save()
      .rotate(-24, { origin: [W / 2, H / 2] })
      .font('serifBold')
      .fontSize(96)
      .fillColor('#b42318')
      .fillOpacity(0.22)
      .text('REVOKED', 0, H / 2 - 60, {
        width: W,
        align: 'center',
        characterSpacing: 8,
        lineBreak: false,
      })
      .restore();
  }

  doc.end();
  return done;
}

/** The largest size from `max` down to `min` at which `text`, in the current font, fits `width`. */
function fitFontSize(
  doc: PDFKit.PDFDocument,
  text: string,
  max: number,
  min: number,
  width: number,
): number {
  let size = max;
  while (size > min && doc.fontSize(size).widthOfString(text) > width) size -= 0.5;
  return size;
}

function titleOf(c: Pick<CertificateDocument, 'kind' | 'position'>): string {
  return c.kind === 'merit' && c.position
    ? `Certificate of Merit — ${PLACE_WORDS[c.position - 1]} Place`
    : 'Certificate of Participation';
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

function drawFrame(doc: PDFKit.PDFDocument, W: number, H: number) {
  doc.rect(0, 0, W, H).fill(PAPER);
  // A broad band in the society's colours, a fine gold rule inside it, and corner marks.
  const band = doc.linearGradient(0, 0, W, H);
  band.stop(0, NAVY).stop(1, VIOLET);
  doc
    .rect(18, 18, W - 36, H - 36)
    .lineWidth(7)
    .strokeColor(band as unknown as string)
    .stroke();
  doc
    .rect(30, 30, W - 60, H - 60)
    .lineWidth(1.2)
    .strokeColor(GOLD)
    .stroke();
  doc
    .rect(34, 34, W - 68, H - 68)
    .lineWidth(0.4)
    .strokeColor(GOLD)
    .stroke();
  for (const [x, y] of [
    [30, 30],
    [W - 30, 30],
    [30, H - 30],
    [W - 30, H - 30],
  ] as const) {
    doc
      .save()
      .translate(x, y)
      .rotate(45)
      .rect(-6, -6, 12, 12)
      .fillAndStroke(PAPER, GOLD)
      .rect(-2.5, -2.5, 5, 5)
      .fill(GOLD)
      .restore();
  }
}

function ornament(doc: PDFKit.PDFDocument, cx: number, cy: number) {
  doc.lineWidth(0.8).strokeColor(GOLD);
  doc
    .moveTo(cx - 90, cy)
    .lineTo(cx - 12, cy)
    .stroke();
  doc
    .moveTo(cx + 12, cy)
    .lineTo(cx + 90, cy)
    .stroke();
  doc.save().translate(cx, cy).rotate(45).rect(-4, -4, 8, 8).fill(GOLD).restore();
}

/** A gold rosette with the place, top right of a merit certificate. */
function drawSeal(doc: PDFKit.PDFDocument, cx: number, cy: number, position: number) {
  const points = 32;
  const outer = 46;
  const inner = 41;
  doc.save();
  const star: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points;
    star.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  doc.polygon(...star).fill(GOLD);
  doc.circle(cx, cy, 37).lineWidth(1).strokeColor('#f3e2b3').stroke();
  doc.circle(cx, cy, 33).fill('#b8913a');
  doc
    .font('serifBold')
    .fontSize(22)
    .fillColor('#fffaf0')
    .text(['1st', '2nd', '3rd'][position - 1] ?? '', cx - 33, cy - 17, {
      width: 66,
      align: 'center',
      lineBreak: false,
    });
  doc
    .font('serifSemiBold')
    .fontSize(7)
    .fillColor('#fffaf0')
    .text('PLACE', cx - 33, cy + 9, {
      width: 66,
      align: 'center',
      characterSpacing: 2,
      lineBreak: false,
    });
  doc.restore();
}

function drawLogo(
  doc: PDFKit.PDFDocument,
  logo: Buffer | null,
  x: number,
  y: number,
  size: number,
) {
  if (logo) {
    doc.image(logo, x, y, { fit: [size, size], align: 'center', valign: 'center' });
    return;
  }
  const grad = doc.linearGradient(x, y, x + size, y + size);
  grad.stop(0, NAVY).stop(1, VIOLET);
  doc.roundedRect(x, y, size, size, size * 0.22).fill(grad as unknown as string);
  doc
    .font('serifBold')
    .fontSize(size * 0.4)
    .fillColor('#ffffff')
    .text('CS', x, y + size * 0.24, { width: size, align: 'center', lineBreak: false });
}

function drawSignatory(doc: PDFKit.PDFDocument, s: Signatory, x: number, y: number, w: number) {
  if (s.signature) {
    doc.image(s.signature, x + 20, y, { fit: [w - 40, 46], align: 'center', valign: 'bottom' });
  }
  doc
    .moveTo(x, y + 52)
    .lineTo(x + w, y + 52)
    .lineWidth(0.7)
    .strokeColor(INK)
    .stroke();
  doc
    .font(TAMIL.test(s.name) ? 'tamilBold' : 'serifBold')
    .fontSize(11.5)
    .fillColor(INK)
    .text(s.name, x - 20, y + 58, { width: w + 40, align: 'center' });
  doc
    .font('serifItalic')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(s.title, x - 20, y + 74, { width: w + 40, align: 'center' });
}

function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  doc.rect(x - 3, y - 3, size + 6, size + 6).fill('#ffffff');
  for (let r = 0; r < n; r++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(r, col)) doc.rect(x + col * cell, y + r * cell, cell + 0.02, cell + 0.02);
    }
  }
  doc.fill(INK);
}
