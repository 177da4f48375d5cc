import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../src/mail/mailer.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../src/mail/smtp-catcher.ts';

let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher(0, 0);
});
afterAll(async () => {
  await catcher.close();
});

describe('SMTP catcher and mailer', () => {
  it('receives mail over SMTP and shows it in the web inbox with links', async () => {
    const mailer = new SmtpMailer({
      host: '127.0.0.1',
      port: catcher.smtpPort,
      from: 'Beboer App <no-reply@example.com>',
    });
    await mailer.send({
      to: 'demo@example.com',
      subject: 'Nulstil din adgangskode – æøå',
      text: 'Følg linket: http://localhost:3000/set-password?token=abc&email=demo%40example.com',
    });
    const mails = (await (await fetch(`${catcher.webUrl}/api/mails`)).json()) as Array<{
      subject: string;
      to: string[];
      body: string;
    }>;
    expect(mails[0]).toMatchObject({ subject: 'Nulstil din adgangskode – æøå', to: ['demo@example.com'] });
    expect(mails[0]!.body).toContain('Følg linket: http://localhost:3000/set-password?token=abc');
    const page = await (await fetch(catcher.webUrl)).text();
    expect(page).toContain('<a href="http://localhost:3000/set-password?token=abc&amp;email=demo%40example.com">');
  });

  it('never fails the caller when the SMTP server is down', async () => {
    const mailer = new SmtpMailer({ host: '127.0.0.1', port: 1, from: 'x@example.com' });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).resolves.toBeUndefined();
  });
});
