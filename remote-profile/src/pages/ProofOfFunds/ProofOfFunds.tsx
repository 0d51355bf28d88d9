import { useState } from 'react';
import { contactIsComplete, proofOfFundsMessages, routeByName } from '@portal/shared-contracts';
import { useCan, useSession } from '@portal/shared-ui';
import { Page } from '@portal/shared-ui/kit';
import { ContactForm } from './ContactForm';
import { LinkedBanks } from './LinkedBanks';
import './ProofOfFunds.css';

/**
 * Proof of Funds, `/plaid` (spec 002 §2.3): "Explains that linked accounts are only proof of funds. Lists linked
 * institutions." Until the account's contact has a first name, a last name and a phone, the contact form stands in
 * place of the list, for whoever may change linked banks (the others could not save it, and only read the list).
 */
export function ProofOfFunds() {
  const user = useSession((state) => state.bundle?.user);
  const contact = useSession((state) => state.bundle?.profile.contact);
  const mayChange = useCan('plaid.write');
  const [formFirst] = useState(() => mayChange && !contactIsComplete(contact ?? {}));
  const contactNeeded = mayChange && !contactIsComplete(contact ?? {});

  // The heading and the explanation need no one: drawn ahead for nobody (src/prerender.tsx), they are the page's picture.
  return (
    <Page title={routeByName('Plaid').title} className="proof-of-funds">
      <p className="proof-of-funds__explanation">{proofOfFundsMessages.onlyProofOfFunds}</p>
      {user && contact && (contactNeeded ? <ContactForm userId={user.id} contact={contact} /> : <LinkedBanks userId={user.id} afterContactForm={formFirst} />)}
    </Page>
  );
}
