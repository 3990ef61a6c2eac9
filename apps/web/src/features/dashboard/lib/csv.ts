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

/**
 * Seats taken over capacity as a whole percentage, counted as the event's card counts seats (a
 * team holds one); null for an unlimited event.
 */
export function fillRate(event: {
  capacity: number | null;
  seatsLeft: number | null;
}): number | null {
  if (!event.capacity || event.seatsLeft === null) return null;
  return Math.round(((event.capacity - event.seatsLeft) / event.capacity) * 100);
}
