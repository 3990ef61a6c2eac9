import { createRequire } from 'node:module';
import type { EventRegistrationRow } from '@app/shared';
import { pdfDocument } from '../../lib/pdf-document';
import { scriptRuns, TAMIL_FONT_FILES } from '../../lib/script-runs';

// The registrations of one event as a PDF (SPEC §2 'Download as PDF'): the heading
// 'Registrations for {event}', the coordinator's line, and a table of Name, Email and College
// (Team first for a team event) starting 30 mm from the top, on A4 pages with the table's head
// repeated. Latin text is set in DejaVu Sans; Tamil script in Noto Sans Tamil, which pdfkit shapes
// through fontkit, so a name in Tamil prints as typed (a text may switch between the two).

const require = createRequire(import.meta.url);
const FONTS = {
  latin: '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff',
  latinBold: '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff',
  ...TAMIL_FONT_FILES,
} as const;

const MM = 72 / 25.4;
const MARGIN = 14 * MM;
const TABLE_TOP = 30 * MM;
const PAD = 1.6 * MM;
const HEAD_FILL = '#1e4078';
const RULE = '#d0d4dc';

export interface RegistrationsPdfEvent {
  eventName: string;
  coordinatorName: string;
  coordinatorContactNo: string;
}

type Doc = PDFKit.PDFDocument;

const fontOf = (run: { tamil: boolean }, bold: boolean) =>
  run.tamil ? (bold ? 'tamilBold' : 'tamil') : bold ? 'latinBold' : 'latin';

/** How tall a cell's text is at `width`. Mixed-script text is measured run by run, line by line. */
function textHeight(doc: Doc, text: string, width: number, bold: boolean): number {
  const runs = scriptRuns(text);
  if (runs.length === 1) return doc.font(fontOf(runs[0]!, bold)).heightOfString(text, { width });
  let total = 0;
  let lineHeight = 0;
  for (const run of runs) {
    doc.font(fontOf(run, bold));
    total += doc.widthOfString(run.text);
    lineHeight = Math.max(lineHeight, doc.currentLineHeight(true));
  }
  // Words wrap whole, so a line holds a little less than the full width.
  return Math.max(1, Math.ceil((total * 1.15) / width)) * lineHeight;
}

/** Writes a cell's text run by run, wrapping within `width`. */
function drawText(doc: Doc, text: string, x: number, y: number, width: number, bold: boolean) {
  const runs = scriptRuns(text);
  runs.forEach((run, i) => {
    doc.font(fontOf(run, bold));
    const continued = i < runs.length - 1;
    if (i === 0) doc.text(run.text, x, y, { width, continued });
    else doc.text(run.text, { continued });
  });
}

/** How tall a table row is: its tallest cell, padded. */
function rowHeight(doc: Doc, cells: string[], widths: number[], bold: boolean): number {
  return (
    Math.max(...cells.map((c, i) => textHeight(doc, c || ' ', widths[i]! - 2 * PAD, bold))) +
    2 * PAD
  );
}

/** One table row at `y`: its cells side by side, the head on a fill, a body row ruled below. */
function drawRow(
  doc: Doc,
  cells: string[],
  widths: number[],
  y: number,
  height: number,
  head: boolean,
) {
  const width = widths.reduce((a, b) => a + b, 0);
  if (head) doc.rect(MARGIN, y, width, height).fill(HEAD_FILL);
  else
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .lineWidth(0.5)
      .stroke(RULE);
  doc.fillColor(head ? '#ffffff' : '#1f2433');
  let x = MARGIN;
  cells.forEach((c, i) => {
    if (c) drawText(doc, c, x + PAD, y + PAD, widths[i]! - 2 * PAD, head);
    x += widths[i]!;
  });
}

/** The PDF's bytes. */
export async function registrationsPdf(
  event: RegistrationsPdfEvent,
  rows: EventRegistrationRow[],
): Promise<Buffer> {
  const { doc, bytes } = pdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Registrations for ${event.eventName}`, Author: 'CSMIT' },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, require.resolve(file));

  doc.fillColor('#1f2433').fontSize(16);
  drawText(
    doc,
    `Registrations for ${event.eventName}`,
    MARGIN,
    15 * MM - 12,
    doc.page.width - 2 * MARGIN,
    false,
  );
  doc.fontSize(11);
  drawText(
    doc,
    `Coordinator: ${event.coordinatorName} (Contact: ${event.coordinatorContactNo})`,
    MARGIN,
    23 * MM - 9,
    doc.page.width - 2 * MARGIN,
    false,
  );

  // A team event lists members under their team (the rows come grouped, leader first).
  const teams = rows.some((r) => r.teamName);
  const head = teams ? ['Team', 'Name', 'Email', 'College'] : ['Name', 'Email', 'College'];
  const full = doc.page.width - 2 * MARGIN;
  const widths = (teams ? [0.2, 0.25, 0.28, 0.27] : [0.3, 0.35, 0.35]).map((f) => f * full);
  const cellsOf = (r: EventRegistrationRow, i: number) => {
    const name = r.isTeamLeader ? `${r.userName} (leader)` : r.userName;
    if (!teams) return [r.userName, r.email, r.college];
    const first = i === 0 || rows[i - 1]!.teamName !== r.teamName;
    return [first ? (r.teamName ?? '') : '', name, r.email, r.college];
  };

  doc.fontSize(10);
  const headHeight = rowHeight(doc, head, widths, true);
  drawRow(doc, head, widths, TABLE_TOP, headHeight, true);
  let y = TABLE_TOP + headHeight;
  const bottom = doc.page.height - MARGIN;
  rows.forEach((r, i) => {
    const cells = cellsOf(r, i);
    const height = rowHeight(doc, cells, widths, false);
    if (y + height > bottom) {
      doc.addPage();
      drawRow(doc, head, widths, MARGIN, headHeight, true);
      y = MARGIN + headHeight;
    }
    drawRow(doc, cells, widths, y, height, false);
    y += height;
  });
  doc.end();
  return bytes;
}
