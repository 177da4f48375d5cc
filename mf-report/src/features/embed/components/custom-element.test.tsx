import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';

const report = {
  code: 'demo-latest',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  address: 'Gate 1',
  zipcode: '0555',
  city: 'Oslo',
  brand: 'norway',
  currency: 'NOK',
  quantities: [{ quantity: 'heat-energy', unit: 'kilo-watt-hour', total: 12, propertyAverage: 10, previousMonth: 9 }],
  waterPricePerLitre: 0.04,
  mostRecentCost: 100,
  previousCost: 90,
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
    // The host page's document holds none of the report's markup.
    expect(document.querySelector('.mfr-report')).toBeNull();
    // The data service comes from the config.json beside the remote, else the development default.
    expect(requests.some((u) => u.endsWith('config.json'))).toBe(true);
    expect(requests).toContain('http://localhost:4002/graphql');

    element.setAttribute('language', 'nb');
    await waitFor(() => expect(shadow.querySelector('h2')?.textContent).toBe('Månedlig forbruksrapport'));
  });
});
