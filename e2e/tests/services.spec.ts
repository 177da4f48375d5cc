import { expect, test } from '@playwright/test';

// The suites run against the real services with their demo data, reachable from the portal's origin.
test('the services answer the portal with the demo data behind them', async ({ request, baseURL }) => {
  const dataUrl = process.env.E2E_DATA_API_URL!;
  const response = await request.post(dataUrl, {
    headers: { origin: baseURL! },
    data: { query: 'mutation { tokenAuth(email: "demo@example.com", password: "Demo-Tenant-2026!") { token } }' },
  });
  expect(response.ok()).toBe(true);
  expect(response.headers()['access-control-allow-origin']).toBe(baseURL);
  const body = (await response.json()) as { data?: { tokenAuth?: { token?: string } } };
  expect(body.data?.tokenAuth?.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  const config = await request.get('/config.json');
  expect(await config.json()).toMatchObject({ api: { data: dataUrl, main: process.env.E2E_MAIN_API_URL } });
});
