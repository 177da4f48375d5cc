// The services' mail as the suites read it: the SMTP catcher's inbox (api/src/mail/smtp-catcher.ts,
// newest first), and invitations sent by the demo administrator.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, gql, obtainTokens, serviceUrls, tenanciesOf } from './session.ts';

export interface Mail {
  id: number;
  to: string[];
  subject: string;
  /** When it was sent (ISO). */
  date: string;
  body: string;
}

/** Every mail to `to` so far, newest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const mails = (await (await request.get(`${serviceUrls().inbox}/api/mails`)).json()) as Mail[];
  return mails.filter((m) => m.to.includes(to));
}

/** The newest mail to `to` that `match` accepts, once it has arrived (after the mail `after`, if given). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  match: (mail: Mail) => boolean = () => true,
  after?: Mail,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, to)).find((m) => match(m) && (!after || m.id > after.id));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The first portal link in a mail's body whose path is `path`, as a path and query on the portal. */
export function portalLink(mail: Mail, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail.body)?.[0];
  if (!link) throw new Error(`no ${path} link in: ${mail.body}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The activation code of an invitation mail. */
export const activationCodeOf = (mail: Mail) => /activationCode=(\w+)/.exec(mail.body)?.[1];

/** The demo administrator invites `email` to their Oslo tenancy; answers the tenancy and the mail. */
export async function invite(request: APIRequestContext, email: string): Promise<{ tenancyId: string; mail: Mail }> {
  const admin = await obtainTokens(request, DEMO.demo.email, DEMO.demo.password);
  const [oslo] = await tenanciesOf(request, admin);
  await gql(
    request,
    serviceUrls().data,
    'mutation($t: ID!, $e: String!) { inviteTenancyUser(tenancyId: $t, email: $e) { email } }',
    { t: oslo!.id, e: email },
    admin.data.token,
  );
  return { tenancyId: oslo!.id, mail: await waitForMail(request, email, (m) => /activationCode=/.test(m.body)) };
}
