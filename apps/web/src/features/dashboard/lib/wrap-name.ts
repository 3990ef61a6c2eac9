/**
 * A name broken into lines of at most `perLine` characters, at spaces where it can (a longer word
 * is cut into pieces). Past `maxLines` the last line ends with '…'; the chart's tooltip and the
 * table beside it still give the whole name.
 */
export function wrapName(name: string, perLine: number, maxLines: number): string[] {
  const pieces = name
    .trim()
    .split(/\s+/)
    .flatMap((word) => word.match(new RegExp(`.{1,${perLine}}`, 'g')) ?? []);
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (line && line.length + 1 + piece.length > perLine) {
      lines.push(line);
      line = piece;
    } else {
      line = line ? `${line} ${piece}` : piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1)}…`;
  return kept;
}
