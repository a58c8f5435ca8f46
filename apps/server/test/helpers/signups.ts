import type { SmtpCapture } from '@siktak/e2e/stand-ins/smtp';
import type { App } from '../../src/app.js';

let mailbox = 0;

/** An address no earlier sign-up of the run used. */
export function newSignupAddress(): string {
  return `signup${++mailbox}-${Date.now()}@example.com`;
}

/**
 * A new address verified the way a person does it: send-code, the code read from the mail the real
 * SMTP capture received, verify-code. Throws when a step is refused.
 */
export async function verifiedAddress(app: App, smtp: SmtpCapture): Promise<string> {
  const address = newSignupAddress();
  const sent = await app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { userId: address } });
  if (sent.statusCode !== 200) throw new Error(`send-code answered ${sent.statusCode}: ${sent.body}`);
  const code = /\b(\d{6})\b/.exec((await smtp.waitFor(address)).text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${address}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    payload: { email: address, code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-code answered ${verified.statusCode}: ${verified.body}`);
  return address;
}
