// A minimal PDF writer: A4 pages of Helvetica text lines. Enough for statements and reports.
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  gap?: number;
}

function escapeText(text: string): string {
  // WinAnsi covers the Nordic letters; anything else becomes '?'.
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code < 127) out += ch;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else if (ch === '€') out += '\\200';
    else if (ch === '³') out += '\\263';
    else out += '?';
  }
  return out;
}

export function renderPdf(title: string, lines: PdfLine[]): Buffer {
  const pages: string[] = [];
  let y = 800;
  let ops: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gap ?? 4) + size;
    if (y < 50) {
      pages.push(ops.join('\n'));
      ops = [];
      y = 800 - size;
    }
    ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 50 ${y} Td (${escapeText(line.text)}) Tj ET`);
  }
  pages.push(ops.join('\n'));

  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('');
  const pagesObj = add('');
  const font1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const font2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title (${escapeText(title)}) /Producer (tenant-portal) >>`);
  const kids: number[] = [];
  for (const content of pages) {
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font1} 0 R /F2 ${font2} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
