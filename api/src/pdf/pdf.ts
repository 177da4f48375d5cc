// PDFs with pdfkit (docs/decisions/0144), loaded only when a PDF is made. Text is set in DejaVu Sans,
// embedded (subset) from the dejavu-fonts-ttf package: it covers Latin-1 and Latin Extended, so
// æ ø å, ü, € and m³ come out as written and can be selected and searched.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const FONTS = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const REGULAR = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  /** The document's language (BCP 47: en, da, nb). */
  lang: string;
  creationDate?: Date;
}

export type PdfDocument = PDFKit.PDFDocument;

/** An A4 document with the info, written by `draw`, as bytes. */
export async function renderPdf(info: PdfInfo, draw: (doc: PdfDocument) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: info.lang,
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Producer: 'Beboer App',
      CreationDate: info.creationDate ?? new Date(),
    },
  });
  doc.registerFont(REGULAR, join(FONTS, `${REGULAR}.ttf`));
  doc.registerFont(BOLD, join(FONTS, `${BOLD}.ttf`));
  doc.font(REGULAR);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

export interface Column {
  /** A fraction of the text width. */
  width: number;
  align?: 'left' | 'right';
}

/** Rows of a table under each other, in columns; a bold row for headings and sums. */
export function tableRows(
  doc: PdfDocument,
  columns: Column[],
  rows: Array<{ cells: string[]; bold?: boolean; rule?: boolean }>,
  size = 9,
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const row of rows) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    if (row.rule)
      doc
        .moveTo(left, y - 2)
        .lineTo(left + width, y - 2)
        .lineWidth(0.5)
        .stroke();
    doc.font(row.bold ? BOLD : REGULAR).fontSize(size);
    let x = left;
    let bottom = y;
    for (const [i, column] of columns.entries()) {
      const w = column.width * width;
      doc.text(row.cells[i] ?? '', x, y, { width: w - 4, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += w;
    }
    doc.x = left;
    doc.y = bottom + 2;
  }
  doc.font(REGULAR);
}

export function heading(doc: PdfDocument, text: string, size = 12): void {
  doc.moveDown(0.6).font(BOLD).fontSize(size).text(text, doc.page.margins.left).font(REGULAR).moveDown(0.2);
}
