import { mailLayout } from '../../platform/mail-layout.js';
import type { Mail } from '../../platform/mailer.js';
import { OWNER_DECISION_MAIL as TEXT } from './texts.js';

export type OwnerDecision = 'approved' | 'rejected';

/** The applicant's Korean e-mail about the admin's decision on their owner application. */
export function ownerDecisionMail(
  applicant: { email: string; name: string },
  application: { storeName: string },
  decision: OwnerDecision,
  publicUrl: string,
): Mail {
  const headline = TEXT.headline[decision];
  const { text, path, label, linkText } = TEXT.next[decision];
  return {
    to: applicant.email,
    subject: TEXT.subject(headline),
    ...mailLayout([
      { text: TEXT.lead(applicant.name, application.storeName, headline) },
      { text },
      { link: { url: `${publicUrl}${path}`, label, linkText } },
    ]),
  };
}
