// Accounts made for one test, so that what a test does to an account (a tenancy added, the account
// deleted) leaves the demo users of the other suites alone.
import type { APIRequestContext } from '@playwright/test';
import { activationCodeOf, invite } from './inbox.ts';
import { gql, serviceUrls } from './session.ts';

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
  const { tenancyId, mail } = await invite(request, email);
  return { code: activationCodeOf(mail)!, tenancyId };
}
