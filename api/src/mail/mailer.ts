import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;
  constructor(options: { host: string; port: number; from: string }) {
    this.#transport = nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: false,
      ignoreTLS: true,
    });
    this.#from = options.from;
  }
  async send(mail: Mail): Promise<void> {
    try {
      await this.#transport.sendMail({ from: this.#from, ...mail });
    } catch (error) {
      // Mail is best effort: a missing SMTP server never fails the request that sends it.
      console.error(`mail to ${mail.to} not sent: ${(error as Error).message}`);
    }
  }
}

/** Keeps mail in memory (tests). */
export class MemoryMailer implements Mailer {
  readonly outbox: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.outbox.push(mail);
  }
}
