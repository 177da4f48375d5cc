// `@portal/shared/export`: downloads of what a screen shows (CSV and Excel), docs/decisions/0165.
// Bundled into each app that imports it, not part of the shared singleton (like `./routing` and
// `./icons`): a screen's first load does not grow, and Excel's library (exceljs) is a chunk of its own,
// fetched only when a workbook is asked for. The CSV writer itself is @portal/domain's, which the
// services' archive of a tenancy's data uses too.
export {
  CSV_BOM,
  CSV_FORMATS,
  type CsvCell,
  type CsvFormat,
  csvDelimiter,
  csvField,
  csvNumber,
  decimalMark,
  exportFileName,
  offsetTimestamp,
  offsetTimestamps,
  periodFileLabel,
  toCsv,
} from '@portal/domain';
export {
  CSV_TYPE,
  EXPORT_KINDS,
  type ExportColumn,
  type ExportKind,
  type ExportTable,
  XLSX_TYPE,
  downloadBlob,
  excelNumberFormat,
  fileNameOf,
  loadExcel,
  sheetName,
  tableCsv,
  tableWorkbook,
} from './table';
export { DownloadMenu, type DownloadMenuProps } from './download-menu';
export { EXPORT_NAMESPACE, exportTexts } from './texts';
