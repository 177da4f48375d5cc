import { expect, test } from '@playwright/test';
import { DEMO, obtainTokens, tenanciesOf } from '../support/session.ts';

test('suites can sign in as the demo users without the login screens', async ({ request }) => {
  const tokens = await obtainTokens(request, DEMO.demo.email, DEMO.demo.password);
  const tenancies = await tenanciesOf(request, tokens);
  expect(tenancies.length).toBe(2);
  const nohome = await obtainTokens(request, DEMO.nohome.email, DEMO.nohome.password);
  expect(await tenanciesOf(request, nohome)).toEqual([]);
  await expect(obtainTokens(request, DEMO.demo.email, 'Wrong-Password-1!')).rejects.toThrow(
    'Please enter valid credentials',
  );
});
