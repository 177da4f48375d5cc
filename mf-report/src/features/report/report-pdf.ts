// The monthly report as a PDF, built in the browser from the same figures and texts as the page
// (so it is in the report's language), with the comparison charts drawn as bars.
import type { TFunction } from 'i18next';
import { type Language, appTitle } from '@portal/shared';
import type { MonthlyReport } from './api/get-report';
import { type ReportBrand, reportFigures } from './report-figures';
import { PdfDocument, type Rgb, hexToRgb, wrap } from './pdf-writer';

const MARGIN = 50;
const GREY: Rgb = [85, 91, 102];
const LIGHT: Rgb = [230, 232, 235];
const PROPERTY_BAR: Rgb = [138, 143, 152];

export function reportPdf(report: MonthlyReport, language: Language, brand: ReportBrand, t: TFunction): Uint8Array {
  const figures = reportFigures(report, language);
  const app = appTitle(brand.theme, language);
  const primary = hexToRgb(brand.theme.colours.primary);
  const onPrimary = hexToRgb(brand.theme.colours.onPrimary);
  const doc = new PdfDocument(`${t('title')} – ${figures.month}`, language);
  const width = doc.width - 2 * MARGIN;
  let top = 0;

  const ensure = (height: number) => {
    if (top + height > doc.height - MARGIN - 20) {
      doc.addPage();
      top = MARGIN;
    }
  };
  const paragraph = (text: string, size = 10, colour?: Rgb, bold = false) => {
    for (const line of wrap(text, width, size, bold)) {
      ensure(size + 4);
      doc.text(MARGIN, top, line, { size, colour, bold });
      top += size + 4;
    }
  };
  const heading = (text: string) => {
    ensure(40);
    top += 14;
    doc.text(MARGIN, top, text, { size: 14, bold: true, colour: primary });
    top += 22;
  };

  // Header band with the app's name, then the title, month and address.
  doc.rect(0, 0, doc.width, 70, primary);
  doc.text(MARGIN, 26, app, { size: 12, bold: true, colour: onPrimary });
  top = 96;
  doc.text(MARGIN, top, t('title'), { size: 22, bold: true });
  top += 32;
  doc.text(MARGIN, top, t('periodOf', { month: figures.month }), { size: 13 });
  top += 20;
  doc.text(MARGIN, top, figures.address, { size: 11, colour: GREY });
  top += 18;
  if (figures.dataUntil) {
    paragraph(t(figures.dataPartial ? 'dataUntilPartial' : 'dataUntil', { time: figures.dataUntil }), 9, GREY);
  }

  heading(t('consumption.title'));
  if (figures.quantities.length === 0) paragraph(t('consumption.empty'));
  for (const q of figures.quantities) {
    ensure(112);
    const name = t(`common:quantity.${q.quantity}`, { defaultValue: q.quantity });
    doc.rect(MARGIN, top, width, 1, LIGHT);
    top += 10;
    doc.text(MARGIN, top, name, { size: 12, bold: true });
    doc.text(MARGIN + width, top, q.total, { size: 12, bold: true, alignRight: true });
    top += 18;
    const comparison =
      q.comparison.kind === 'none' || q.comparison.kind === 'same'
        ? t(`consumption.${q.comparison.kind}`)
        : t(`consumption.${q.comparison.kind}`, { percent: q.comparison.percent });
    doc.text(MARGIN, top, comparison, { size: 10, colour: GREY });
    top += 16;
    // The chart: the apartment against the property average.
    const labelWidth = 130;
    const valueWidth = 90;
    const track = width - labelWidth - valueWidth;
    for (const [label, share, value, fill] of [
      [t('consumption.apartment'), q.bars.apartment, q.total, primary],
      [t('consumption.propertyAverage'), q.bars.property, q.propertyAverage, PROPERTY_BAR],
    ] as const) {
      doc.text(MARGIN, top, label, { size: 9 });
      doc.rect(MARGIN + labelWidth, top, track, 10, LIGHT);
      if (share > 0) doc.rect(MARGIN + labelWidth, top, Math.max(1, track * share), 10, fill);
      doc.text(MARGIN + width, top, value, { size: 9, alignRight: true });
      top += 16;
    }
    doc.text(MARGIN, top, `${t('consumption.previousMonth')}: ${q.previousMonth}`, { size: 9, colour: GREY });
    top += 20;
  }

  heading(t('prices.title'));
  const na = t('prices.notAvailable');
  for (const [label, value] of [
    [t('prices.waterPrice'), figures.waterPricePerLitre ?? na],
    [t('prices.mostRecentCost'), figures.mostRecentCost ?? na],
    [t('prices.previousCost'), figures.previousCost ?? na],
  ] as const) {
    ensure(18);
    doc.text(MARGIN, top, label, { size: 11 });
    doc.text(MARGIN + width, top, value, { size: 11, bold: true, alignRight: true });
    top += 18;
  }

  for (const [title, text] of [
    [t('info.howTitle'), t('info.howText')],
    [t('info.tipTitle'), t('common:tip.lower_temperature')],
    [t('info.compareTitle'), t('info.compareText')],
  ] as const) {
    heading(title);
    paragraph(text);
  }

  top += 10;
  paragraph(t('disclaimer'), 9, GREY);

  // The app's promotion with the brand's store links.
  ensure(90);
  top += 14;
  doc.rect(MARGIN, top, width, 1, LIGHT);
  top += 12;
  paragraph(t('promo.title'), 12, primary, true);
  paragraph(t('promo.text', { app }));
  paragraph(`${t('promo.appStore', { app })}: ${brand.storeLinks.appStore}`, 8, GREY);
  paragraph(`${t('promo.googlePlay', { app })}: ${brand.storeLinks.googlePlay}`, 8, GREY);

  const pages = doc.pageCount;
  for (let i = 0; i < pages; i++) {
    doc.onPage(i, () =>
      doc.text(doc.width - MARGIN, doc.height - 30, t('pdf.page', { page: i + 1, pages }), {
        size: 8,
        colour: GREY,
        alignRight: true,
      }),
    );
  }
  return doc.toBytes();
}

/** Offers the bytes as a file download. */
export function saveFile(bytes: Uint8Array, fileName: string): void {
  const blob = new Blob([bytes as BlobPart], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
