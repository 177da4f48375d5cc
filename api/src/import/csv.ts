/** Splits CSV text into rows of fields (`;` or `,`, quotes supported). */
export function parseCsv(text: string): string[][] {
  return parseCsvLines(text).map((row) => row.fields);
}

/** The rows of CSV text with their line numbers in the file (1-based; blank lines are skipped). */
export function parseCsvLines(text: string): Array<{ line: number; fields: string[] }> {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((content, i) => ({ line: i + 1, content }))
    .filter((l) => l.content.trim() !== '');
  if (lines.length === 0) return [];
  const first = lines[0]!.content;
  const delimiter = (first.match(/;/g)?.length ?? 0) >= (first.match(/,/g)?.length ?? 0) ? ';' : ',';
  return lines.map(({ line, content }) => ({ line, fields: splitLine(content, delimiter) }));
}

function splitLine(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      out.push(field.trim());
      field = '';
    } else field += c;
  }
  out.push(field.trim());
  return out;
}

/** '1.234,56' and '1234.56' both read as 1234.56. */
export function parseNumber(value: string): number {
  const v = value.replace(/\s/g, '');
  const normalised = v.includes(',') ? v.replace(/\./g, '').replace(',', '.') : v;
  const n = Number(normalised);
  if (normalised === '' || !Number.isFinite(n)) throw new Error(`not a number: ${value}`);
  return n;
}
