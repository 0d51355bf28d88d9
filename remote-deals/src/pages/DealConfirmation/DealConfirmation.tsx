import { useEffect, useState } from 'react';
import { dealMessages } from '@portal/shared-contracts';
import { RouteLink, usePortal } from '@portal/shared-ui';
import { ButtonRow, CollapsibleSection, FactList } from '@portal/shared-ui/kit';
import { submittedDeal } from '../../features/submitted-deal/submitted-deal';
import { confirmationTexts } from '../../texts/confirmation';
import { propertyFacts, repairFacts, transactionFacts, type Fact } from './submitted-deal-facts';
import './DealConfirmation.css';

const [propertyTitle, transactionTitle, repairsTitle, crossesTitle] = dealMessages.confirmationSections;

function Facts({ facts, empty }: { facts: Fact[]; empty?: string }) {
  if (facts.length === 0) return <p>{empty}</p>;
  return <FactList facts={facts} />;
}

/**
 * DealConfirmation (spec 001 §2): "Thank You! Your deal has been submitted.", the collapsible Property, Transaction
 * Data, Repairs and Crosses sections, and "Deals in Progress" to My Deals. It "receives the submitted deal as a
 * parameter; goes to Dashboard if none".
 */
export function DealConfirmation() {
  const portal = usePortal();
  const [submitted] = useState(submittedDeal);

  useEffect(() => {
    if (!submitted) portal.navigate('Dashboard');
  }, [submitted, portal]);

  if (!submitted) return null;
  const { deal, created } = submitted;

  return (
    <section className="deals-confirmation" aria-labelledby="deals-confirmation-title">
      <h1 id="deals-confirmation-title" className="deals-confirmation__title">
        {dealMessages.submitted}
      </h1>
      <p>{confirmationTexts.loanNumber(created.number)}</p>
      <CollapsibleSection title={propertyTitle} defaultOpen>
        <Facts facts={propertyFacts(deal)} />
      </CollapsibleSection>
      <CollapsibleSection title={transactionTitle} defaultOpen>
        <Facts facts={transactionFacts(deal)} />
      </CollapsibleSection>
      <CollapsibleSection title={repairsTitle}>
        <Facts facts={repairFacts(deal)} empty={confirmationTexts.noRepairs} />
      </CollapsibleSection>
      <CollapsibleSection title={crossesTitle}>
        {deal.crosses.length === 0 ? (
          <p>{confirmationTexts.noCrosses}</p>
        ) : (
          <ul className="deals-confirmation__crosses">
            {deal.crosses.map((cross) => (
              <li key={`${cross.address} ${cross.unit} ${cross.zipCode}`}>{[cross.address, cross.unit, cross.city, cross.state, cross.zipCode].filter(Boolean).join(', ')}</li>
            ))}
          </ul>
        )}
      </CollapsibleSection>
      <ButtonRow>
        <RouteLink route="MyDeals" query={{ category: 'in_progress' }} look="primary">
          {dealMessages.dealsInProgress}
        </RouteLink>
      </ButtonRow>
    </section>
  );
}
