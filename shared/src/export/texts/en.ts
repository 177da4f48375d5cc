/** The download menu's texts in English (namespace `portal-export`). */
const en = {
  download: 'Download',
  menu_label: 'Download these figures',
  csv_spreadsheet: 'CSV for spreadsheets',
  csv_spreadsheet_hint: 'Opens in Excel or Numbers; decimals as you write them',
  csv_machine: 'CSV for programs',
  csv_machine_hint: 'Decimal point, comma between fields, full precision',
  xlsx: 'Excel workbook (.xlsx)',
  xlsx_hint: 'With a sheet on what the figures are',
  preparing: 'Preparing the file…',
  failed: 'The file could not be made. Please try again.',
  about_sheet: 'About',
  about_what: 'What',
  about_value: 'Value',
  exported_at: 'Downloaded',
};
export default en;
