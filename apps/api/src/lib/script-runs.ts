// Names in Tamil script on the server's PDFs. No one embedded font has both Latin and Tamil letters
// (Noto Sans Tamil has no Latin ones), so a text is set run by run, each in its script's font;
// pdfkit shapes the Tamil runs through fontkit.

/** Tamil script (U+0B80 to U+0BFF). */
export const TAMIL_SCRIPT = /[\u0B80-\u0BFF]/;

/** Noto Sans Tamil (OFL, the @fontsource package), regular and bold, as pdfkit registers them. */
export const TAMIL_FONT_FILES = {
  tamil: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
  tamilBold: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff',
} as const;

/** The text cut where it changes between Tamil script and the rest. Spaces and joiners stay with the run before them. */
export function scriptRuns(text: string): { text: string; tamil: boolean }[] {
  const runs: { text: string; tamil: boolean }[] = [];
  for (const ch of text) {
    const tamil = TAMIL_SCRIPT.test(ch);
    const last = runs.at(-1);
    if (last && (last.tamil === tamil || /[\s\u200c\u200d]/.test(ch))) last.text += ch;
    else runs.push({ text: ch, tamil });
  }
  return runs;
}
