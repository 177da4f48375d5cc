import type en from './en';

/** Download-menuens tekster på dansk (navnerum `portal-export`). */
const da: typeof en = {
  download: 'Hent',
  menu_label: 'Hent disse tal',
  csv_spreadsheet: 'CSV til regneark',
  csv_spreadsheet_hint: 'Åbnes i Excel eller Numbers; decimaler som du skriver dem',
  csv_machine: 'CSV til programmer',
  csv_machine_hint: 'Decimalpunktum, komma mellem felter, fuld præcision',
  xlsx: 'Excel-projektmappe (.xlsx)',
  xlsx_hint: 'Med et ark om, hvad tallene er',
  preparing: 'Filen bliver lavet…',
  failed: 'Filen kunne ikke laves. Prøv igen.',
  about_sheet: 'Om tallene',
  about_what: 'Hvad',
  about_value: 'Værdi',
  exported_at: 'Hentet',
};
export default da;
