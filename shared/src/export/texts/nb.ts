import type en from './en';

/** Nedlastingsmenyens tekster på norsk bokmål (navnerom `portal-export`). */
const nb: typeof en = {
  download: 'Last ned',
  menu_label: 'Last ned disse tallene',
  csv_spreadsheet: 'CSV for regneark',
  csv_spreadsheet_hint: 'Åpnes i Excel eller Numbers; desimaler slik du skriver dem',
  csv_machine: 'CSV for programmer',
  csv_machine_hint: 'Desimalpunktum, komma mellom feltene, full presisjon',
  xlsx: 'Excel-arbeidsbok (.xlsx)',
  xlsx_hint: 'Med et ark om hva tallene er',
  preparing: 'Filen lages…',
  failed: 'Filen kunne ikke lages. Prøv igjen.',
  about_sheet: 'Om tallene',
  about_what: 'Hva',
  about_value: 'Verdi',
  exported_at: 'Lastet ned',
};
export default nb;
