import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { OSLO_REPORT } from '../../report/report-fixtures';

// The report as the service answers it, with its EU information (issue 23): the embed shows it all.
const report = {
  ...OSLO_REPORT,
  pdfUrl: 'http://localhost:4002/files/reports/demo-latest.pdf?expires=9999999999&signature=s',
};

describe('<tenant-report>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('renders the report of its code in its language inside a shadow root, and follows a language change', async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requests.push(String(url));
      if (String(url).endsWith('config.json')) return new Response('Not found', { status: 404 });
      return new Response(JSON.stringify({ data: { report } }), { headers: { 'content-type': 'application/json' } });
    });
    await import('./custom-element');
    const element = document.createElement('tenant-report');
    element.setAttribute('code', 'demo-latest');
    element.setAttribute('language', 'da');
    document.body.append(element);

    const shadow = element.shadowRoot!;
    expect(shadow).toBeTruthy();
    await waitFor(() => expect(shadow.querySelector('h2')?.textContent).toBe('Månedlig forbrugsrapport'));
    expect(shadow.querySelector('style')?.textContent).toContain('.pui-button');
    // the EU information inside the embed, one heading level below the report's title
    const headings = [...shadow.querySelectorAll('h3')].map((h) => h.textContent);
    expect(headings).toContain('Varme i oktober 2026');
    expect(headings).toContain('Hvor kan du henvende dig');
    // The host page's document holds none of the report's markup.
    expect(document.querySelector('.mfr-report')).toBeNull();
    // The data service comes from the config.json beside the remote, else the development default.
    expect(requests.some((u) => u.endsWith('config.json'))).toBe(true);
    expect(requests).toContain('http://localhost:4002/graphql');

    element.setAttribute('language', 'nb');
    await waitFor(() => expect(shadow.querySelector('h2')?.textContent).toBe('Månedlig forbruksrapport'));
  });
});
