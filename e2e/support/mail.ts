import { expect } from '@playwright/test';

export interface CapturedMail {
  subject: string;
  text: string;
  attachments: { filename: string; mimeType: string; content: string }[];
}

/** Mails the real SMTP capture received for `to` (e2e/global-setup.ts), oldest first. */
export async function mailsTo(to: string): Promise<CapturedMail[]> {
  const response = await fetch(`${process.env.E2E_SMTP_API}/?to=${encodeURIComponent(to)}`);
  return (await response.json()) as CapturedMail[];
}

/** Waits for the newest mail to `to` that `matches` accepts (subject pattern or predicate). */
export async function waitForMail(
  to: string,
  matches: RegExp | ((mail: CapturedMail) => boolean),
): Promise<CapturedMail> {
  const accept = matches instanceof RegExp ? (mail: CapturedMail) => matches.test(mail.subject) : matches;
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).findLast(accept);
        return found !== undefined;
      },
      { message: `a mail to ${to}` },
    )
    .toBe(true);
  return found as CapturedMail;
}

/** The sign-up code of the newest verification mail to `email` (waits for it). */
export async function mailedCode(email: string): Promise<string> {
  const code = /인증번호: (\d{6})/;
  const mail = await waitForMail(email, (m) => code.test(m.text));
  return code.exec(mail.text)?.[1] as string;
}
