import crypto from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';

// Bank statements as Indian net banking exports them. The libraries read the cells (csv-parse,
// exceljs); this file only finds the header row and the columns by their names, skips the bank's
// preamble, summary and debit rows, and reads Indian dates and amounts.

export type StatementFormat = 'csv' | 'xlsx';

export interface StatementLine {
  /** 1-based row of the file, as a spreadsheet program numbers it */
  row: number;
  /** yyyy-mm-dd when the date could be read, else the cell's text */
  date: string | null;
  description: string;
  reference: string | null;
  amountPaise: number;
  checksum: string;
}

export interface StatementColumns {
  headerRow: number;
  date: string;
  description: string;
  reference: string | null;
  credit: string;
  /** the Dr/Cr column when credits are told by a flag rather than a column of their own */
  flag: string | null;
}

/** A row that looks like a credit (a description and an amount) but whose date or amount could not be read. */
export interface SkippedRow {
  /** 1-based row of the file */
  line: number;
  reason: 'date' | 'amount';
  /** the cell that could not be read, as written */
  value: string;
  description: string;
}

export interface ParsedStatement {
  columns: StatementColumns;
  lines: StatementLine[];
  skipped: SkippedRow[];
}

export class StatementError extends Error {}

export const NO_CREDIT_COLUMN = 'The statement has no column for amounts received.';
export const NO_HEADER =
  'No header row was found: the statement needs columns for the date, the description (narration, particulars) and the amount credited.';

/** The OLE compound file signature that Word, PowerPoint and Excel 97–2003 files start with. */
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The stream an Excel 97–2003 workbook keeps its sheets in ('Book' in Excel 5/95), as the compound file's directory names it. */
const OLD_EXCEL_STREAMS = ['Workbook', 'Book'].map((name) => Buffer.from(`${name}\0`, 'utf16le'));

/**
 * An Excel 97–2003 (.xls) workbook, which the parser cannot read: it is refused with its own
 * message, since 'must be a CSV or Excel file' misleads about a file that is an Excel file. Other
 * compound files (an old Word .doc) are no statement at all.
 */
export function isOldExcel(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(OLE_SIGNATURE) && OLD_EXCEL_STREAMS.some((name) => bytes.includes(name));
}

/** The file's kind by its first bytes; null for anything else (old .xls, PDF, images, HTML). */
export function sniffStatement(bytes: Buffer): StatementFormat | null {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304) return 'xlsx';
  const head = bytes.subarray(0, 4096);
  if (head.length === 0) return null;
  // A NUL byte is a binary file's, unless the file is UTF-16 (then a NUL character is).
  const utf16 = utf16Text(head);
  if (utf16 === null ? head.includes(0) : utf16.includes('\0')) return null;
  const text = (utf16 ?? head.toString('latin1')).replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart();
  if (text.startsWith('<') || text.startsWith('%PDF')) return null;
  return 'csv';
}

/**
 * The text of a UTF-16 file by its byte-order mark (FF FE little-endian, FE FF big-endian), as
 * Excel's 'Unicode Text' and some net banking exports write it; null for any other file.
 */
function utf16Text(bytes: Buffer): string | null {
  // FF FE 00 00 is UTF-32's mark, not a UTF-16 file that starts with a NUL.
  if (bytes[0] === 0xff && bytes[1] === 0xfe && !(bytes[2] === 0 && bytes[3] === 0)) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)));
    return swapped.swap16().toString('utf16le');
  }
  return null;
}

export async function readStatement(bytes: Buffer, format: StatementFormat): Promise<ParsedStatement> {
  const grids = format === 'csv' ? [csvGrid(bytes)] : await xlsxGrids(bytes);
  let headerLike = false;
  for (const grid of grids) {
    const found = findHeader(grid);
    if (found === 'no-credit') headerLike = true;
    else if (found) return { columns: found.columns, ...readLines(grid, found) };
  }
  throw new StatementError(headerLike ? NO_CREDIT_COLUMN : NO_HEADER);
}

// ---- cells -------------------------------------------------------------------------------------

type Grid = string[][];

function decodeText(bytes: Buffer): string {
  const utf16 = utf16Text(bytes);
  if (utf16 !== null) return utf16;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Older exports are Windows-1252; latin1 reads every byte and keeps digits and letters.
    return bytes.toString('latin1');
  }
}

function csvGrid(bytes: Buffer): Grid {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  const sample = text.split(/\r?\n/).slice(0, 60);
  // The delimiter that splits the most lines the same way: net banking also exports tab- and
  // semicolon-separated "CSV".
  const score = (d: string) => {
    const counts = sample.map((l) => l.split(d).length - 1).filter((n) => n > 0);
    const modes = new Map<number, number>();
    for (const n of counts) modes.set(n, (modes.get(n) ?? 0) + 1);
    return Math.max(0, ...modes.values());
  };
  const delimiter = [',', '\t', ';', '|'].reduce((best, d) => (score(d) > score(best) ? d : best), ',');
  const records = parseCsv(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    trim: true,
  }) as string[][];
  return records;
}

async function xlsxGrids(bytes: Buffer): Promise<Grid[]> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new StatementError('The Excel file could not be read. Please export the statement again as .xlsx or CSV.');
  }
  const grids: Grid[] = [];
  book.eachSheet((sheet) => {
    const grid: Grid = [];
    const width = Math.min(sheet.columnCount, 60);
    for (let r = 1; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      const cells: string[] = [];
      // A merged cell reads its master's value in every cell it covers, so a header merged over
      // two columns names both.
      for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value));
      grid.push(cells);
    }
    grids.push(grid);
  });
  return grids;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (v.richText) return v.richText.map((t) => t.text).join('').trim();
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    return '';
  }
  return String(value).trim();
}

// ---- header --------------------------------------------------------------------------------------

type Role = 'date' | 'valueDate' | 'description' | 'reference' | 'credit' | 'debit' | 'amount' | 'flag';

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** What a column holds, judged by its header's words. */
function roleOf(header: string): Role | null {
  const h = norm(header);
  if (!h) return null;
  const has = (re: RegExp) => re.test(h);
  if (has(/\b(balance|bal|closing|opening)\b/) || has(/^(s|sl|sr|serial) ?no\b/)) return null;
  const debit = has(/\b(debit|debits|withdrawal|withdrawals|withdrawl|dr|paid out)\b/);
  const credit = has(/\b(credit|credits|deposit|deposits|cr|paid in)\b/);
  if (debit && credit) return 'flag';
  if (credit) return 'credit';
  if (debit) return 'debit';
  if (has(/\b(date|dt)\b/)) return has(/\bvalue\b/) ? 'valueDate' : 'date';
  if (has(/\b(narration|description|particulars|remarks|details)\b/)) return 'description';
  if (has(/\b(ref|reference|utr|chq|chqno|cheque|check|instrument|tran id|txn id|transaction id)\b/)) return 'reference';
  if (has(/\b(amount|amt)\b/)) return 'amount';
  if (has(/^(type|txn type|transaction type)$/)) return 'flag';
  return null;
}

interface Header {
  columns: StatementColumns;
  /** the first data row, 0-based in the grid */
  dataFrom: number;
  at: { date: number; description: number; references: number[]; amount: number; flag: number | null };
}

function classify(names: string[]) {
  const found = new Map<Role, number[]>();
  names.forEach((name, i) => {
    const role = roleOf(name);
    if (role) found.set(role, [...(found.get(role) ?? []), i]);
  });
  return found;
}

function findHeader(grid: Grid): Header | 'no-credit' | null {
  let headerLike = false;
  for (let i = 0; i < Math.min(grid.length, 80); i++) {
    const single = grid[i]!;
    const next = grid[i + 1] ?? [];
    // A header in two rows (merged 'Amount' over 'Withdrawal' | 'Deposit'): each column's name is
    // both rows' words; a cell merged down both rows says its name once.
    const filled = (row: string[]) => row.filter(Boolean).length;
    if (filled(single) < 2) continue;
    const combined = single.map((top, c) => {
      const below = next[c] ?? '';
      return below && below !== top ? `${top} ${below}` : top;
    });
    const tries: [string[], number][] = [[single, i + 1]];
    if (filled(next) > 0) tries.push([combined, i + 2]);
    for (const [names, dataFrom] of tries) {
      const roles = classify(names);
      const date = roles.get('date')?.[0] ?? roles.get('valueDate')?.[0];
      const description = roles.get('description')?.[0];
      if (date === undefined || description === undefined) continue;
      const credit = roles.get('credit')?.[0];
      const amount = roles.get('amount')?.[0];
      const flag = roles.get('flag')?.[0];
      const money = credit ?? (amount !== undefined && flag !== undefined ? amount : undefined);
      if (money === undefined) {
        headerLike = true;
        continue;
      }
      const references = roles.get('reference') ?? [];
      const useFlag = credit === undefined ? flag! : null;
      return {
        dataFrom,
        at: {
          date,
          description,
          references,
          amount: money,
          flag: useFlag,
        },
        columns: {
          headerRow: i + 1,
          date: names[date]!,
          description: names[description]!,
          reference: references.length ? references.map((c) => names[c]!).join(' + ') : null,
          credit: names[money]!,
          flag: useFlag === null ? null : names[useFlag]!,
        },
      };
    }
  }
  return headerLike ? 'no-credit' : null;
}

// ---- rows ----------------------------------------------------------------------------------------

/** The bank's own summary line ('TRANSACTION TOTAL', 'Closing balance'): no date, and words that say so. */
function isSummary(dateText: string, description: string): boolean {
  return !/\d/.test(dateText) && /\b(total|totals|balance|opening|closing|brought forward|carried forward|b\/f|c\/f)\b/i.test(description);
}

/**
 * Paise the row received: 0 for a debit (by its Dr/Cr flag) or an empty, dash or zero cell; null
 * when the cell holds digits that do not read as an amount.
 */
function creditedPaise(amountText: string, flag: string | null): number | null {
  if (flag !== null && !/^(cr|c|credit|deposit)\b/i.test(flag)) return 0;
  const paise = parseAmount(amountText);
  if (paise === null) return /\d/.test(amountText) ? null : 0;
  return paise;
}

function readLines(grid: Grid, header: Header): { lines: StatementLine[]; skipped: SkippedRow[] } {
  const { at } = header;
  const lines: StatementLine[] = [];
  const skipped: SkippedRow[] = [];
  let last: { line: StatementLine | null; row: number } = { line: null, row: -1 };
  for (let r = header.dataFrom; r < grid.length; r++) {
    const cells = grid[r]!;
    const cell = (c: number) => (cells[c] ?? '').trim();
    const dateText = cell(at.date);
    const date = parseDate(dateText);
    const description = cell(at.description).replace(/\s+/g, ' ');
    const amountText = cell(at.amount);
    const paise = creditedPaise(amountText, at.flag === null ? null : cell(at.flag));
    if (!date) {
      // Narration wrapped onto the next row: text under the description and nothing else.
      const onlyText = description && cells.every((text, c) => c === at.description || !text.trim());
      if (onlyText && last.row === r - 1) {
        if (last.line) last.line.description = `${last.line.description} ${description}`;
        last.row = r;
      } else if (/\p{L}/u.test(description) && (paise === null || paise > 0) && !isSummary(dateText, description)) {
        // A credit whose date cannot be read is reported, never dropped in silence.
        skipped.push({ line: r + 1, reason: 'date', value: dateText, description });
      }
      continue;
    }
    last = { line: null, row: r };
    if (paise === null) skipped.push({ line: r + 1, reason: 'amount', value: amountText, description });
    if (paise === null || paise <= 0) continue;
    const reference = at.references.map(cell).filter((t) => /[a-z0-9]/i.test(t)).join(' ') || null;
    const line: StatementLine = { row: r + 1, date, description, reference, amountPaise: paise, checksum: '' };
    lines.push(line);
    last.line = line;
  }
  // Two identical rows in one file are two credits (two ₹500 cash deposits on one day): the nth
  // identical line is told from the first by its number, so a re-import or an overlapping
  // statement, which holds the same identical rows in the same order, still adds nothing.
  const seen = new Map<string, number>();
  for (const line of lines) {
    const key = lineKey(line);
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    line.checksum = checksumOf(line, occurrence);
  }
  return { lines, skipped };
}

function lineKey(l: Pick<StatementLine, 'date' | 'description' | 'reference' | 'amountPaise'>): string {
  return [l.date ?? '', l.description, l.reference ?? '', String(l.amountPaise)].join('\u001f');
}

/**
 * The line's checksum: its date, description, reference and amount and, from the second identical
 * line of the file on, that line's number among them. The first hashes as before occurrences were
 * counted, so the lines stored then are still recognised.
 */
function checksumOf(l: Pick<StatementLine, 'date' | 'description' | 'reference' | 'amountPaise'>, occurrence: number): string {
  const key = occurrence === 1 ? lineKey(l) : `${lineKey(l)}\u001f${occurrence}`;
  return crypto.createHash('sha256').update(key).digest('hex');
}

/** '1,50,000.00', '₹ 150', '+150.00', 'INR 150.00 Cr', 'Rs. 150/-', '(150.00)' → paise; null when the cell holds no amount. */
export function parseAmount(text: string): number | null {
  let t = text
    .replace(/[₹,\s]/g, '')
    .replace(/^\+/, '')
    .replace(/^(inr|rs\.?)/i, '')
    .replace(/(cr|dr)\.?$/i, '')
    .replace(/\/-$/, '');
  let sign = 1;
  if (/^\(.*\)$/.test(t)) {
    sign = -1;
    t = t.slice(1, -1);
  }
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return sign * Math.round(Number(t) * 100);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const TIME = String.raw`(?:[ T]+\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?\s*(?:am|pm)?Z?)?`;
const NUMERIC = new RegExp(String.raw`^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4}|\d{2})${TIME}$`, 'i');
const NAMED = new RegExp(String.raw`^(\d{1,2})[\- /]?([a-z]{3,9})[\- /,]*(\d{4}|\d{2})${TIME}$`, 'i');
const MONTH_FIRST = new RegExp(String.raw`^([a-z]{3,9})\.?[\- /]?(\d{1,2})(?:st|nd|rd|th)?,?[\- /]*(\d{4})${TIME}$`, 'i');
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})[\-/.](\d{1,2})[\-/.](\d{1,2})${TIME}$`, 'i');
/** A date Excel keeps as a number of days (a cell in General format, or the CSV saved from it): 46349 is 23 Nov 2026. */
const SERIAL = /^\d{5}(\.\d+)?$/;
const EXCEL_DAY_ZERO = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Statement dates → yyyy-mm-dd: dd/mm/yyyy, dd-mm-yy, dd.mm.yyyy, dd-MMM-yy, 15 Nov 2026,
 * Nov 15, 2026, yyyy-mm-dd, yyyy/mm/dd and Excel's day numbers, in the years 2000 to 2099.
 */
export function parseDate(text: string): string | null {
  const t = text.trim();
  let d: number, m: number, y: number;
  let match;
  if (SERIAL.test(t)) {
    const day = new Date(EXCEL_DAY_ZERO + Math.floor(Number(t)) * DAY_MS);
    [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  } else if ((match = YEAR_FIRST.exec(t))) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = NUMERIC.exec(t))) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = NAMED.exec(t))) {
    m = MONTHS.indexOf(match[2]!.slice(0, 3).toLowerCase()) + 1;
    [d, y] = [Number(match[1]), Number(match[3])];
  } else if ((match = MONTH_FIRST.exec(t))) {
    m = MONTHS.indexOf(match[1]!.slice(0, 3).toLowerCase()) + 1;
    [d, y] = [Number(match[2]), Number(match[3])];
  } else return null;
  if (y < 100) y += 2000;
  // Statements are of this century: an older 'date' is a summary's number in a cell formatted as a date.
  if (y < 2000 || y > 2099) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || date.getUTCDate() !== d || date.getUTCMonth() !== m - 1) return null;
  return date.toISOString().slice(0, 10);
}
