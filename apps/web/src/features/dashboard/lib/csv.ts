import Papa from 'papaparse';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

/** A chart's table as CSV; cells that a spreadsheet would run as formulas are quoted harmless. */
export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((r) => columns.map((c) => c.value(r) ?? '')),
    },
    { escapeFormulae: true },
  );
}

/** Saves `csv` as a file through a temporary link (BOM first, so Excel reads UTF-8). */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** Registrations over capacity as a whole percentage; null for an unlimited event. */
export function fillRate(registrations: number, capacity: number | null): number | null {
  if (!capacity) return null;
  return Math.round((registrations / capacity) * 100);
}
