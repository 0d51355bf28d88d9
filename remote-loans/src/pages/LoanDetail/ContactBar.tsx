import { useId } from 'react';
import { COMPANY, loanListMessages, type LoanContact, type LoanDetail } from '@portal/shared-contracts';
import { buttonClassNames, RouteLink } from '@portal/shared-ui';
import { contactName, mailtoHref } from '../../features/loan-format/loan-format';
import { useMayVisit } from '../../features/routes/use-may-visit';
import { loanTexts } from '../../texts/loans';

function MailButton({ email, subject, children }: { email: string; subject: string; children: string }) {
  return (
    <li>
      <a className={buttonClassNames({ variant: 'secondary', size: 'small' })} href={mailtoHref(email, subject)}>
        {children}
      </a>
    </li>
  );
}

function PersonButton({ role, contact, subject }: { role: string; contact: LoanContact | null; subject: string }) {
  if (!contact) return null;
  return (
    <MailButton email={contact.email} subject={subject}>
      {loanTexts.contactLine(role, contactName(contact))}
    </MailButton>
  );
}

/**
 * "a contact bar with e-mail buttons for the Loan Account Coordinator (processor) and the Loan Monitoring Associate
 * (lma), when present, plus fixed team contacts for Processing, Payments, Payoffs, Extensions and Draws" and "buttons
 * Dashboard, Entity, My Documents (needs mydocs.read) and My Deals" (spec 001 §2). Every e-mail carries the loan number
 * in its subject; each button shows only to whoever may open its page.
 */
export function ContactBar({ loan }: { loan: LoanDetail }) {
  const contactsId = useId();
  const teamsId = useId();
  const mayOpenDashboard = useMayVisit('Dashboard');
  const mayOpenEntity = useMayVisit('EntityDetails');
  const mayOpenDocuments = useMayVisit('MyDocuments');
  const subject = loanTexts.emailSubject(loan.number);
  const hasPeople = loan.processor !== null || loan.lma !== null;

  return (
    <div className="loans-detail__bar">
      {hasPeople && (
        <div className="loans-detail__bar-group">
          <p id={contactsId} className="loans-detail__bar-label">
            {loanTexts.contacts}
          </p>
          <ul aria-labelledby={contactsId} className="loans-detail__bar-list">
            <PersonButton role={loanListMessages.loanAccountCoordinator} contact={loan.processor} subject={subject} />
            <PersonButton role={loanListMessages.loanMonitoringAssociate} contact={loan.lma} subject={subject} />
          </ul>
        </div>
      )}
      <div className="loans-detail__bar-group">
        <p id={teamsId} className="loans-detail__bar-label">
          {loanTexts.emailTeams}
        </p>
        <ul aria-labelledby={teamsId} className="loans-detail__bar-list">
          {COMPANY.loanTeams.map((team) => (
            <MailButton key={team.label} email={team.email} subject={subject}>
              {team.label}
            </MailButton>
          ))}
        </ul>
      </div>
      <nav aria-label={loanTexts.goTo} className="loans-detail__bar-group">
        <ul className="loans-detail__bar-list">
          {mayOpenDashboard && (
            <li>
              <RouteLink route="Dashboard" look="secondary" size="small">
                {loanTexts.dashboard}
              </RouteLink>
            </li>
          )}
          {loan.entity_id !== null && mayOpenEntity && (
            <li>
              <RouteLink route="EntityDetails" params={{ id: loan.entity_id }} look="secondary" size="small">
                {loanTexts.entity}
              </RouteLink>
            </li>
          )}
          {mayOpenDocuments && (
            <li>
              <RouteLink route="MyDocuments" look="secondary" size="small">
                {loanTexts.myDocuments}
              </RouteLink>
            </li>
          )}
          <li>
            <RouteLink route="MyDeals" query={{ category: loan.group }} look="secondary" size="small">
              {loanTexts.myDeals}
            </RouteLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
