// A small PDF writer: A4 pages of text in the standard Helvetica fonts (WinAnsi, which holds the
// Nordic letters, ³ and the currency signs) and filled rectangles for charts. Enough for the monthly
// report, in a few kilobytes instead of a PDF library (docs/decisions/0142).

export type Rgb = readonly [number, number, number];

const A4 = { width: 595.28, height: 841.89 };

/** WinAnsi code points of the characters outside Latin-1 that the texts use. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** Characters with no WinAnsi code that have a plain stand-in. */
const STAND_INS: Record<string, string> = { '−': '-', '\u202f': ' ', '\u2009': ' ', '\u2007': ' ', '₂': '2' };

/** A string as a PDF literal string in WinAnsi: `(...)` with octal escapes. */
export function pdfString(text: string): string {
  let out = '(';
  for (const original of text) {
    const ch = STAND_INS[original] ?? original;
    const code = WIN_ANSI_EXTRA[ch] ?? ch.codePointAt(0)!;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code < 127) out += ch;
    else if ((code >= 160 && code <= 255) || WIN_ANSI_EXTRA[ch] !== undefined) {
      out += `\\${code.toString(8).padStart(3, '0')}`;
    } else out += '?';
  }
  return `${out})`;
}

/** Rough Helvetica advance of a text (average glyph widths), for wrapping and right alignment. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text) {
    if (ch === ' ' || ch === '\u00a0') units += 278;
    else if ("iljtfrI.,:;!|'".includes(ch)) units += 260;
    else if ('mwMW'.includes(ch)) units += 850;
    else if (ch >= 'A' && ch <= 'Z') units += 690;
    else if (ch >= '0' && ch <= '9') units += 556;
    else units += 540;
  }
  return (units / 1000) * size * (bold ? 1.06 : 1);
}

/** Splits a text into lines no wider than `width`. */
export function wrap(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const colour = ([r, g, b]: Rgb) => `${(r / 255).toFixed(3)} ${(g / 255).toFixed(3)} ${(b / 255).toFixed(3)}`;

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : [0, 0, 0];
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  colour?: Rgb;
  /** Right-align at x. */
  alignRight?: boolean;
}

/** Builds the pages; coordinates from the top-left corner, in points. */
export class PdfDocument {
  readonly width = A4.width;
  readonly height = A4.height;
  readonly #pages: string[][] = [];
  #ops: string[] = [];

  constructor(
    readonly title: string,
    readonly language: string,
  ) {
    this.addPage();
  }

  addPage(): void {
    this.#ops = [];
    this.#pages.push(this.#ops);
  }

  get pageCount(): number {
    return this.#pages.length;
  }

  /** Draws on an earlier page (page numbers after the layout is done). */
  onPage(index: number, draw: () => void): void {
    const current = this.#ops;
    this.#ops = this.#pages[index]!;
    draw();
    this.#ops = current;
  }

  text(
    x: number,
    top: number,
    text: string,
    { size = 10, bold = false, colour: c = [28, 31, 36], alignRight }: TextOptions = {},
  ) {
    const left = alignRight ? x - textWidth(text, size, bold) : x;
    const y = this.height - top - size;
    this.#ops.push(
      `BT ${colour(c)} rg /${bold ? 'F2' : 'F1'} ${size} Tf ${left.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(text)} Tj ET`,
    );
  }

  rect(x: number, top: number, width: number, height: number, fill: Rgb): void {
    const y = this.height - top - height;
    this.#ops.push(`${colour(fill)} rg ${x.toFixed(2)} ${y.toFixed(2)} ${width.toFixed(2)} ${height.toFixed(2)} re f`);
  }

  /** The finished file. */
  toBytes(): Uint8Array {
    const objects: string[] = [];
    const add = (body: string) => objects.push(body);
    const catalog = add('');
    const pages = add('');
    const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    const info = add(`<< /Title ${pdfString(this.title)} /Producer (Tenant portal) /Creator (Tenant portal) >>`);
    const kids: number[] = [];
    for (const ops of this.#pages) {
      const content = ops.join('\n');
      const stream = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
      kids.push(
        add(
          `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
            `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
        ),
      );
    }
    objects[catalog - 1] =
      `<< /Type /Catalog /Pages ${pages} 0 R /Lang ${pdfString(this.language)} ` +
      `/ViewerPreferences << /DisplayDocTitle true >> >>`;
    objects[pages - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

    // Every character above is ASCII (strings are escaped), so string length is byte length.
    let out = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(out.length);
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    const bytes = new Uint8Array(out.length);
    for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i) & 0xff;
    return bytes;
  }
}
