import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import type { AddressInfo } from 'node:net';
import { type RunningServer, listen, sendJson } from './http.js';

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; mimeType: string; content: string }[];
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>` for `SMTP_URL`. */
  smtpUrl: string;
  /** HTTP API: `GET /messages?to=<address>` lists captured mails as JSON (for browser-test workers). */
  apiUrl: string;
  messages: CapturedMail[];
  /** Waits for a mail to `to` (optionally matching `subject`) and returns the latest such mail. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) that keeps every message, parsed, in memory. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        messages.push({
          to: (parsed.to ?? []).map((a) => (a.address ?? '').toLowerCase()),
          from: parsed.from?.address ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
          attachments: parsed.attachments.map((a) => ({
            filename: a.filename ?? '',
            mimeType: a.mimeType,
            content: typeof a.content === 'string' ? a.content : Buffer.from(a.content as ArrayBuffer).toString('utf8'),
          })),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const api: RunningServer = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    sendJson(res, 200, to ? messages.filter((m) => m.to.includes(to)) : messages);
  });

  async function waitFor(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.findLast((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    apiUrl: api.url,
    messages,
    waitFor,
    close: async () => {
      await api.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
