import fs from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { pdfDocument } from '../../lib/pdf-document';
import { scriptRuns, TAMIL_FONT_FILES, TAMIL_SCRIPT } from '../../lib/script-runs';

// The certificate as an A4 landscape PDF, drawn on the server. Noto Serif (embedded, subset by
// pdfkit) prints Latin names with diacritics; words in Tamil script, in any of the texts, are set
// in Noto Sans Tamil, which pdfkit shapes through fontkit. The QR code is drawn as vector squares,
// so it stays sharp.

const require = createRequire(import.meta.url);
const FONT_FILES = {
  serif: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
  serifItalic: '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf',
  serifBold: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  serifSemiBold: '@expo-google-fonts/noto-serif/600SemiBold/NotoSerif_600SemiBold.ttf',
  ...TAMIL_FONT_FILES,
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

// A4 landscape, in points. Every text that comes from the settings or the certificate is set in
// a box of its own (fitText): it shrinks, and wraps at spaces, until it fits, so no value the
// forms accept runs into its neighbours, under the seal or the QR code, or off the frame.
const W = 841.89;
const H = 595.28;
/** The inner gold rule of the frame: all text stays inside it. */
export const FRAME_INSET = 34;
/** The gold seal with the place on a merit certificate, top right. */
export const SEAL = { cx: W - 116, cy: 114, radius: 46 };
const FOOT_Y = H - 158;
/** The QR code, centred between the signatories. */
export const QR = { x: (W - 74) / 2, y: FOOT_Y - 4, size: 74 };
/** The header's lines are centred and keep clear of the seal on both sides. */
const HEAD = { x: W - SEAL.cx + SEAL.radius + 10, width: 2 * (SEAL.cx - SEAL.radius - 10) - W };
const BODY = { x: 100, width: W - 200 };
/** The footer's three columns: a signatory on either side of the QR code and its lines. */
const FOOT_CENTRE = { x: W / 2 - 111, width: 222 };
const SIGNATORY_WIDTH = 240;
const SIGNATORY_X = [
  FOOT_CENTRE.x - 8 - SIGNATORY_WIDTH,
  FOOT_CENTRE.x + FOOT_CENTRE.width + 8,
] as const;

const STYLE = {
  society: { face: 'serifSemiBold', size: 12.5, color: NAVY, tracking: 0.24 },
  tagline: { face: 'serifItalic', size: 10, color: MUTED },
  title: { face: 'serifBold', size: 34, color: INK },
  place: { face: 'serifSemiBold', size: 14, color: GOLD, tracking: 0.28 },
  certify: { face: 'serifItalic', size: 13, color: MUTED },
  name: { face: 'serifBold', size: 32, color: NAVY },
  line: { face: 'serif', size: 12.5, color: INK },
  event: { face: 'serifSemiBold', size: 19, color: NAVY },
  small: { face: 'serif', size: 8, color: MUTED },
  signatory: { face: 'serifBold', size: 11.5, color: INK },
  signatoryTitle: { face: 'serifItalic', size: 9.5, color: MUTED },
} satisfies Record<string, TextStyle>;

/** Renders the certificate; resolves to the PDF's bytes. */
export async function renderCertificatePdf(c: CertificateDocument): Promise<Buffer> {
  const { doc, bytes } = pdfDocument({
    size: [W, H],
    margin: 0,
    info: {
      Title: `${titleOf(c)} — ${c.name}`,
      Author: c.societyName,
      Subject: `${c.eventName}, ${c.symposiumName} ${c.year}`,
      Keywords: `certificate ${c.code}`,
    },
  });
  for (const [name, file] of Object.entries(loadFonts())) doc.registerFont(name, file);
  drawFrame(doc);

  // Header: logo, society, the line under it.
  drawLogo(doc, c.logo, (W - 50) / 2, 48, 50);
  let y = 110;
  y += fitText(doc, c.societyName.toUpperCase(), { ...HEAD, y, height: 30 }, STYLE.society);
  y += 2;
  y += fitText(doc, c.societyTagline, { ...HEAD, y, height: 20 }, STYLE.tagline);

  // Title.
  y += 13;
  const title = c.kind === 'merit' ? 'Certificate of Merit' : 'Certificate of Participation';
  centredLine(doc, title, y, STYLE.title);
  y += 49;
  const place = c.kind === 'merit' && c.position ? PLACE_WORDS[c.position - 1] : null;
  if (place) {
    centredLine(doc, `${place} Place`.toUpperCase(), y, STYLE.place);
  } else {
    ornament(doc, W / 2, y + 8);
  }
  y += 28;
  centredLine(doc, 'This is to certify that', y, STYLE.certify);
  y += 26;

  // The name: up to 32 pt on one line; a long one shrinks, then takes two lines.
  y += fitText(doc, c.name, { ...BODY, y, height: 46 }, STYLE.name);
  const ruleY = y + 5;
  doc
    .moveTo(W / 2 - 190, ruleY)
    .lineTo(W / 2 + 190, ruleY)
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .stroke();
  y = ruleY + 9;

  if (c.college) y += fitText(doc, `of ${c.college}`, { ...BODY, y, height: 22 }, STYLE.line);

  // What for: a line of lead-in, the event on its own line, then the edition.
  y += 6;
  const leadIn = place ? `for securing ${place} Place in` : 'for participating in';
  centredLine(doc, leadIn, y, STYLE.line);
  y += 20;
  y += fitText(doc, c.eventName, { ...BODY, y, height: 26 }, STYLE.event);
  y += 4;
  const edition = `at ${c.symposiumName} ${c.year}, organised by the ${c.societyName}.`;
  fitText(doc, edition, { ...BODY, y, height: 18 }, STYLE.line);

  if (place && c.position) drawSeal(doc, c.position);

  // Footer: signatories at either side, the QR code, the date and the address between them.
  drawSignatory(doc, c.signatories[0], SIGNATORY_X[0]);
  drawSignatory(doc, c.signatories[1], SIGNATORY_X[1]);
  drawQr(doc, c.verifyUrl);
  const lineY = QR.y + QR.size + 7;
  const awarded = `Awarded on ${formatDate(c.issuedAt)} · No. ${c.code}`;
  fitText(doc, awarded, { ...FOOT_CENTRE, y: lineY, height: 11 }, STYLE.small);
  const verifyAt = `Verify at ${c.verifyUrl}`;
  fitText(doc, verifyAt, { ...FOOT_CENTRE, y: lineY + 11, height: 11 }, STYLE.small);

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
  return bytes;
}

/** One of the certificate's own words (a title, a lead-in), centred across the page. */
function centredLine(doc: PDFKit.PDFDocument, text: string, y: number, style: TextStyle) {
  doc
    .font(style.face)
    .fontSize(style.size)
    .fillColor(style.color)
    .text(text, 60, y, {
      width: W - 120,
      align: 'center',
      characterSpacing: (style.tracking ?? 0) * style.size,
    });
}

/** The Noto Serif faces; Tamil script in them is set in Noto Sans Tamil (TAMIL_FACE). */
type Face = 'serif' | 'serifItalic' | 'serifSemiBold' | 'serifBold';
const TAMIL_FACE: Record<Face, FontName> = {
  serif: 'tamil',
  serifItalic: 'tamil',
  serifSemiBold: 'tamilBold',
  serifBold: 'tamilBold',
};
/** Ascent and descent as shares of the size (from the font files): both scripts share a baseline. */
const SERIF_METRICS = { ascent: 1.069, descent: 0.293 };
const TAMIL_DESCENT = 0.37;

interface TextStyle {
  face: Face;
  /** The size when the text fits; a longer text gets smaller. */
  size: number;
  color: string;
  /** Letter spacing as a share of the size; a text with Tamil in it is set without. */
  tracking?: number;
}

interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Run {
  text: string;
  font: FontName;
}

/** The text in runs, each in its face, or in Noto Sans Tamil for Tamil script (Noto Serif has none). */
function runsOf(text: string, face: Face): Run[] {
  return scriptRuns(text).map((run) => ({
    text: run.text,
    font: run.tamil ? TAMIL_FACE[face] : face,
  }));
}

/** How wide the runs are at size 1, with the letter spacing (a share of the size) after each letter. */
function unitWidth(doc: PDFKit.PDFDocument, runs: Run[], tracking: number): number {
  let width = 0;
  for (const run of runs)
    width +=
      doc.font(run.font).fontSize(100).widthOfString(run.text) / 100 + tracking * run.text.length;
  return width;
}

/** Words (by their widths) filled into lines no wider than `width`, breaking at spaces only. */
function wrapWords(widths: number[], space: number, width: number) {
  const lines: { words: number[]; width: number }[] = [];
  widths.forEach((w, i) => {
    const line = lines.at(-1);
    if (line && line.width + space + w <= width) {
      line.words.push(i);
      line.width += space + w;
    } else {
      lines.push({ words: [i], width: w });
    }
  });
  return lines;
}

/**
 * Sets the text centred in the box at the largest size, from style.size down, at which its lines
 * fit the box's width and height, wrapping at spaces when one line is not enough. Returns the
 * height the lines take, so what follows can be set under them.
 */
function fitText(doc: PDFKit.PDFDocument, text: string, box: TextBox, style: TextStyle): number {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  const tamil = TAMIL_SCRIPT.test(text);
  const tracking = tamil ? 0 : (style.tracking ?? 0);
  const widths = words.map((word) => unitWidth(doc, runsOf(word, style.face), tracking));
  const space = unitWidth(doc, [{ text: ' ', font: style.face }], tracking);
  const ascent = SERIF_METRICS.ascent;
  const lineShare = ascent + (tamil ? TAMIL_DESCENT : SERIF_METRICS.descent);

  let size = style.size;
  let lines = wrapWords(widths, space, box.width / size);
  const fits = () =>
    lines.length * lineShare * size <= box.height &&
    lines.every((line) => line.width * size <= box.width);
  while (!fits() && size > 1) {
    size -= 0.25;
    lines = wrapWords(widths, space, box.width / size);
  }

  lines.forEach((line, i) => {
    let x = box.x + (box.width - line.width * size) / 2;
    const baseline = box.y + (i * lineShare + ascent) * size;
    for (const run of runsOf(line.words.map((k) => words[k]).join(' '), style.face)) {
      doc
        .font(run.font)
        .fontSize(size)
        .fillColor(style.color)
        .text(run.text, x, baseline, {
          lineBreak: false,
          baseline: 'alphabetic',
          characterSpacing: tracking * size,
        });
      x += unitWidth(doc, [run], tracking) * size;
    }
  });
  return lines.length * lineShare * size;
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

function drawFrame(doc: PDFKit.PDFDocument) {
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
    .rect(FRAME_INSET, FRAME_INSET, W - 2 * FRAME_INSET, H - 2 * FRAME_INSET)
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
function drawSeal(doc: PDFKit.PDFDocument, position: number) {
  const { cx, cy, radius: outer } = SEAL;
  const points = 32;
  const inner = outer - 5;
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

/** A signatory's column: the signature over a rule, the name, then the title, down to the frame. */
function drawSignatory(doc: PDFKit.PDFDocument, s: Signatory, x: number) {
  const w = SIGNATORY_WIDTH;
  if (s.signature) {
    doc.image(s.signature, x + 40, FOOT_Y, {
      fit: [w - 80, 46],
      align: 'center',
      valign: 'bottom',
    });
  }
  doc
    .moveTo(x + 20, FOOT_Y + 52)
    .lineTo(x + w - 20, FOOT_Y + 52)
    .lineWidth(0.7)
    .strokeColor(INK)
    .stroke();
  let y = FOOT_Y + 57;
  y += fitText(doc, s.name, { x, y, width: w, height: 30 }, STYLE.signatory);
  y += 2;
  const bottom = H - FRAME_INSET - 10;
  fitText(doc, s.title, { x, y, width: w, height: bottom - y }, STYLE.signatoryTitle);
}

function drawQr(doc: PDFKit.PDFDocument, url: string) {
  const { x, y, size } = QR;
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
