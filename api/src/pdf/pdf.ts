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

/** The bars' colours: the home's in a dark tone, a compared figure's in a light one. */
export const BAR_DARK = '#334155';
export const BAR_LIGHT = '#a3acb9';
const BAR_TRACK = '#e6e8eb';

/**
 * A group of horizontal bars under a bold name: one row per bar with its label, the bar on a track
 * scaled to the group's largest value, and the value written out at the right.
 */
export function barGroup(
  doc: PdfDocument,
  name: string,
  bars: ReadonlyArray<{ label: string; value: number | null; text: string; colour: string }>,
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const nameWidth = width * 0.25;
  const labelWidth = width * 0.27;
  const valueWidth = width * 0.15;
  const track = width - nameWidth - labelWidth - valueWidth - 8;
  if (doc.y > doc.page.height - doc.page.margins.bottom - 16 - bars.length * 12) doc.addPage();
  const max = Math.max(0, ...bars.map((b) => b.value ?? 0));
  const top = doc.y + 2;
  doc
    .font(BOLD)
    .fontSize(9)
    .text(name, left, top, { width: nameWidth - 4 });
  for (const [i, bar] of bars.entries()) {
    const y = top + i * 12;
    const share = max > 0 && bar.value != null ? Math.max(0, bar.value) / max : 0;
    const x = left + nameWidth + labelWidth;
    doc.rect(x, y + 1, track, 7).fill(BAR_TRACK);
    if (share > 0) doc.rect(x, y + 1, Math.max(1, track * share), 7).fill(bar.colour);
    doc
      .fillColor('#555b66')
      .font(REGULAR)
      .fontSize(8)
      .text(bar.label, left + nameWidth, y, { width: labelWidth - 4 })
      .fillColor('black')
      .text(bar.text, left + width - valueWidth, y, { width: valueWidth, align: 'right' });
  }
  doc.x = left;
  doc.y = top + Math.max(2, bars.length) * 12 + 4;
  doc.fillColor('black').font(REGULAR);
}
