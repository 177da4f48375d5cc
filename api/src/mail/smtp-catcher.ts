// A local SMTP catcher with a web inbox for development: every mail sent to it is shown at /.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Caught {
  id: number;
  from: string;
  to: string[];
  subject: string;
  date: string;
  body: string;
}

/** RFC 2047 encoded words; adjacent words join without the space between them. */
function decodeWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(?:=\?utf-8\?[QB]\?[^?]*\?=)+/gi, (run) => {
    const bytes: Buffer[] = [];
    for (const m of run.matchAll(/=\?utf-8\?([QB])\?([^?]*)\?=/gi)) {
      const [, enc, text] = m as unknown as [string, string, string];
      bytes.push(
        enc.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            ),
      );
    }
    return Buffer.concat(bytes).toString('utf8');
  });
}

function decode(raw: string): { subject: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  let body = split >= 0 ? raw.slice(split + 4) : '';
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1] ?? '';
  const subject = decodeWords(header('Subject'));
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { subject, body };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export interface SmtpCatcher {
  smtpPort: number;
  webUrl: string;
  close(): Promise<void>;
}

export async function startSmtpCatcher(smtpPort: number, webPort: number, host = '127.0.0.1'): Promise<SmtpCatcher> {
  const mails: Caught[] = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 5_000_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { subject, body } = decode(Buffer.concat(chunks).toString('utf8'));
        mails.unshift({
          id: nextId++,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          date: new Date().toISOString(),
          body,
        });
        mails.length = Math.min(mails.length, 500);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, () => resolve());
  });
  // A misbehaving SMTP client must never stop the services.
  smtp.on('error', (error) => console.warn(`smtp catcher: ${error.message}`));
  const web: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/mails') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
      return;
    }
    const linkify = (s: string) => escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><small>${escapeHtml(m.date)} — to ${escapeHtml(m.to.join(', '))}</small></p><pre>${linkify(m.body)}</pre></article>`,
      )
      .join('');
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10"><title>Local inbox</title><style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style></head><body><h1>Local inbox (${mails.length})</h1>${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
  await new Promise<void>((resolve, reject) => {
    web.once('error', reject);
    web.listen(webPort, host, () => resolve());
  });
  const actualSmtp = (smtp.server.address() as AddressInfo).port;
  const actualWeb = (web.address() as AddressInfo).port;
  return {
    smtpPort: actualSmtp,
    webUrl: `http://localhost:${actualWeb}`,
    close: async () => {
      await new Promise<void>((r) => smtp.close(() => r()));
      await new Promise<void>((r) => web.close(() => r()));
    },
  };
}
