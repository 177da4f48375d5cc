// Reads the text of a PDF the portal produced (statements, the monthly report), page by page, with
// unpdf (pdf.js without a browser), so that a suite can check what a person would read in the file.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/** The bytes of a finished download. */
export async function downloadBytes(download: Download): Promise<Uint8Array> {
  const path = await download.path();
  return new Uint8Array(await readFile(path));
}

/** Is this a PDF file (by its signature, not by its name)? */
export function isPdf(bytes: Uint8Array): boolean {
  return new TextDecoder('latin1').decode(bytes.subarray(0, 5)) === '%PDF-';
}
