// Accounts made for one test, so that what a test does to an account (a tenancy added, the account
// deleted) leaves the demo users of the other suites alone.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, gql, obtainTokens, serviceUrls, tenanciesOf } from './session.ts';

interface Mail {
  to: string[];
  body: string;
}

/** A new e-mail-password user with no tenancy: `<label>-<time>@example.com`. */
export async function newUserWithoutTenancy(request: APIRequestContext, label: string, password: string) {
  const email = `${label}-${Date.now()}@example.com`;
  await gql(
    request,
    serviceUrls().data,
    'mutation($e: String!, $p: String!) { createEmailPasswordUser(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return { email, password };
}

/**
 * A fresh activation code for `email`: the demo admin invites the address to their first (Oslo)
 * tenancy, and the code is read from the invitation in the mail catcher. Single-use, like every code.
 */
export async function invitationToDemoTenancy(request: APIRequestContext, email: string) {
  const admin = await obtainTokens(request, DEMO.demo.email, DEMO.demo.password);
  const [tenancy] = await tenanciesOf(request, admin);
  await gql(
    request,
    serviceUrls().data,
    'mutation($t: ID!, $e: String!) { inviteTenancyUser(tenancyId: $t, email: $e) { email } }',
    { t: tenancy!.id, e: email },
    admin.data.token,
  );
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${serviceUrls().inbox}/api/mails`)).json()) as Mail[];
        code = mails
          .map((m) => (m.to.includes(email) ? /activationCode=(\w+)/.exec(m.body)?.[1] : undefined))
          .find(Boolean);
        return code;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return { code: code!, tenancyId: tenancy!.id };
}
