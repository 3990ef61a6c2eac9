import type { EventRegistrationRow } from '@app/shared';

// The registrations of one event as files an organizer opens in a spreadsheet: CSV and Excel, one
// row per registration (the PDF is registrations-pdf.ts).

/** A Team column only when the event has teams. */
const withTeams = (rows: EventRegistrationRow[]) => rows.some((r) => r.teamName !== null);
/**
 * The leader is marked on the name, as in the PDF and on screen: the Team cell stays the bare team
 * name on every member's row, so sorting or filtering by team keeps the team together.
 */
const nameCell = (r: EventRegistrationRow) => (r.isTeamLeader ? `${r.userName} (leader)` : r.userName);

/**
 * A CSV cell that a spreadsheet would run as a formula is prefixed with ' so it stays text. Excel
 * cells need no prefix: a cell written as a string is text and is shown as typed.
 */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: string): string {
  const v = safeCell(value);
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** UTF-8 with a byte-order mark, so Excel shows names in Tamil or with accents correctly. */
export function registrationsCsv(rows: EventRegistrationRow[]): Buffer {
  const teams = withTeams(rows);
  const headers = teams ? ['Team', 'Name', 'Email', 'College'] : ['Name', 'Email', 'College'];
  const cells = (r: EventRegistrationRow) => (teams ? [r.teamName ?? '', nameCell(r), r.email, r.college] : [r.userName, r.email, r.college]);
  const lines = [headers.join(','), ...rows.map((r) => cells(r).map(csvField).join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function registrationsXlsx(eventName: string, rows: EventRegistrationRow[]): Promise<Buffer> {
  // Loaded on the first export only: exceljs adds some 25 MB to every server process (docs/performance.md).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CSMIT';
  const sheet = workbook.addWorksheet('Registrations', { views: [{ state: 'frozen', ySplit: 1 }] });
  const teams = withTeams(rows);
  sheet.columns = [
    ...(teams ? [{ header: 'Team', key: 'team', width: 28 }] : []),
    { header: 'Name', key: 'name', width: 28 },
    { header: 'Email', key: 'email', width: 34 },
    { header: 'College', key: 'college', width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({ team: r.teamName ?? '', name: nameCell(r), email: r.email, college: r.college });
  }
  sheet.autoFilter = { from: 'A1', to: teams ? 'D1' : 'C1' };
  workbook.title = `Registrations for ${eventName}`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Content-Disposition for `event_{event name}_registrations.{ext}`, safe for any event name. */
export function attachmentHeader(eventName: string, ext: 'csv' | 'xlsx' | 'pdf'): string {
  return attachmentNamed(`event_${eventName}_registrations.${ext}`);
}

/** Content-Disposition for any file name, with an ASCII fallback and the UTF-8 name. */
export function attachmentNamed(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\/]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name.replace(/[/\\]/g, '_'))}`;
}
