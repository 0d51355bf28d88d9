import { COMPANY, type AccountExecutive } from '@portal/shared-contracts';

/** Spec 000 §2.9: the account executive if known, otherwise a main-office and loan-servicing contact. */
export function ContactCard({ accountExecutive }: { accountExecutive: AccountExecutive | null }) {
  const contacts = accountExecutive
    ? [{ label: 'Your account executive', name: accountExecutive.name, email: accountExecutive.email, phone: accountExecutive.phone }]
    : [COMPANY.mainOffice, COMPANY.loanServicing].map((office) => ({ label: office.label, name: COMPANY.name, email: office.email, phone: office.phone }));
  return (
    <section className="portal-contact-card" aria-label="Contact">
      {contacts.map((contact) => (
        <div key={contact.label} className="portal-contact-card__entry">
          <h2 className="portal-contact-card__label">{contact.label}</h2>
          <p className="portal-contact-card__name">{contact.name}</p>
          <p>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          <p>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </p>
        </div>
      ))}
    </section>
  );
}
