// A reader of what the CSV writer (../csv.ts) writes, for the tests that check it: domain's unit tests
// and the end-to-end downloads. Written apart from the writer and from the readings import's parser
// (api/src/import/csv.ts, which reads line by line and trims), so that it reads fields exactly as
// RFC 4180 says: quoted fields may hold delimiters, quotes and line breaks, spaces are kept.

/** Splits an RFC 4180 text into records of fields, each record ended by CRLF. */
export function csvRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}
