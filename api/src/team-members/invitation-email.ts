import { formatDate, pathFor } from '@portal/shared-contracts';
import type { Database } from '../db/database';
import { portalLink, sendEmail, type EmailContext } from '../outbox/outbox';

export interface TeamInvitationEmail {
  to: string;
  person: { firstName: string; email: string; passwordHash: string | null };
  borrower: string;
  role: string;
  expiresAt: Date;
}

/**
 * The invitation e-mail (spec 002 §7 poc invite): who invites, with which role, until when, and an absolute link to
 * where the person answers. Someone who has no portal account yet is sent to the Contributor page (which takes them
 * through the e-mailed code to their registration); someone who has one, to the teams area, behind sign-in.
 */
export async function sendTeamInvitationEmail(db: Database, mail: EmailContext, invitation: TeamInvitationEmail): Promise<void> {
  const { person, borrower, role, expiresAt } = invitation;
  const registered = person.passwordHash !== null;
  const link = portalLink(mail, registered ? pathFor('TeamsArea') : pathFor('Contributor', {}, { email: person.email }));
  await sendEmail(db, mail, {
    to: invitation.to,
    subject: `${borrower} invited you to their borrower portal account`,
    text: [
      `Hello ${person.firstName},`,
      '',
      `${borrower} invited you to work on their account in the borrower portal with the ${role} role.`,
      registered ? `Sign in to accept or reject the invitation in your teams area: ${link}` : `Create your portal account to answer the invitation: ${link}`,
      '',
      `The invitation is open until ${formatDate(expiresAt)}. If you do not know ${borrower}, you can ignore this e-mail.`,
    ].join('\n'),
    links: [link],
  });
}
