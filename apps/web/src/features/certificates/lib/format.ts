import { PLACE_NAMES, type Certificate } from '@app/shared';

/** The certificate's title as printed on it (SPEC-2 §D). */
export function certificateTitle(c: Pick<Certificate, 'kind' | 'position'>): string {
  return c.kind === 'merit' && c.position
    ? `Certificate of Merit — ${PLACE_NAMES[c.position]} Place`
    : 'Certificate of Participation';
}

export const kindLabel = (c: Pick<Certificate, 'kind' | 'position'>) =>
  c.kind === 'merit' && c.position ? `Merit — ${PLACE_NAMES[c.position]}` : 'Participation';

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
export const formatIssued = (iso: string) => day.format(new Date(iso));

export const verifyPath = (code: string) => `/verify/${encodeURIComponent(code)}`;
