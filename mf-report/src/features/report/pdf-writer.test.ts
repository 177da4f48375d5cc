import { describe, expect, it } from 'vitest';
import { PdfDocument, pdfString, wrap } from './pdf-writer';

describe('pdfString', () => {
  it('writes Nordic letters, ³ and typographic signs in WinAnsi and escapes delimiters', () => {
    expect(pdfString('æøå ÆØÅ')).toBe('(\\346\\370\\345 \\306\\330\\305)');
    expect(pdfString('3,887 m³')).toBe('(3,887 m\\263)');
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfString('1–2 €')).toBe('(1\\2262 \\200)');
    expect(pdfString('−5\u202f%')).toBe('(-5 %)');
  });
});

describe('wrap', () => {
  it('keeps lines within the width and every word', () => {
    const text =
      'Each degree you lower the temperature saves 5–6% energy. The ideal indoor temperature is about 21 °C.';
    const lines = wrap(text, 200, 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
  });
});

describe('PdfDocument', () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const doc = new PdfDocument('Report', 'da');
    doc.text(50, 50, 'Hello');
    doc.rect(50, 80, 100, 10, [0, 42, 92]);
    doc.addPage();
    doc.text(50, 50, 'Page two');
    const bytes = doc.toBytes();
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-1.7')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Count 2');
    expect(text).toContain('/Lang (da)');
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });
});
