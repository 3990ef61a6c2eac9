import type { Company } from '@app/shared';
import { EXPERIENCE_TYPES, MAX_UPLOAD_BYTES, MSG, type ExperienceType } from '@app/shared';

/** 'Search companies...' keeps the alphabetical order and ignores case and surrounding spaces. */
export function filterCompanies(companies: Company[], search: string): Company[] {
  const q = search.trim().toLowerCase();
  if (!q) return companies;
  return companies.filter((c) => c.name.toLowerCase().includes(q) || c.key.includes(q));
}

export function parseType(value: string | null): ExperienceType | undefined {
  return EXPERIENCE_TYPES.find((t) => t === value);
}

export function parseYear(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 1900 && n < 2200 ? n : undefined;
}

/** Years offered in the form: from four ahead back to fifteen ago, newest first. */
export function formYearOptions(now: Date = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: 20 }, (_, i) => String(year + 4 - i));
}

/** The PDF rule of the form (SPEC §5): required, a PDF, at most 5 MB. The server checks the bytes. */
export function pdfError(file: File | null): string | null {
  if (!file) return MSG.pdfRequired;
  const looksPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksPdf) return MSG.pdfRequired;
  if (file.size > MAX_UPLOAD_BYTES)
    return `The file must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
  return null;
}
