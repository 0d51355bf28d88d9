import {
  DEAL_TYPE_LABELS,
  dealMessages,
  formatWholeDollars,
  PROPERTY_TYPE_LABELS,
  TRANSACTION_TYPE_LABELS,
  type DealForm,
  type DealWizardStep,
  type DealWizardStepKey,
} from '@portal/shared-contracts';
import { VisuallyHidden } from '@portal/shared-ui/kit';
import { wizardTexts } from '../../texts/wizard';
import type { StepState } from './step-states';

export interface DealSummaryProps {
  deal: DealForm;
  steps: readonly DealWizardStep[];
  states: Record<DealWizardStepKey, StepState>;
  /** The account's entities by id, to name the chosen one. */
  entityNames: ReadonlyMap<number, string>;
}

const amount = (value: unknown) => (value === null || value === undefined || value === '' ? null : formatWholeDollars(Number(value)));

/** What the borrower answered on a step, in a few words, or null while nothing is. */
function answerOf(key: DealWizardStepKey, deal: DealForm, entityNames: ReadonlyMap<number, string>): string | null {
  switch (key) {
    case 'transactionType':
      return deal.transactionType && TRANSACTION_TYPE_LABELS[deal.transactionType];
    case 'dealType':
      if (!deal.dealType.name) return null;
      return deal.dealType.name === 'other' && deal.dealType.description ? `${DEAL_TYPE_LABELS.other}: ${deal.dealType.description}` : DEAL_TYPE_LABELS[deal.dealType.name];
    case 'propertyType':
      return deal.propertyType && PROPERTY_TYPE_LABELS[deal.propertyType];
    case 'propertyDetails': {
      const { address, city, state } = deal.property;
      if (!address) return null;
      const main = [address, city, state].filter(Boolean).join(', ');
      return deal.crosses.length > 0 ? `${main} (+ ${wizardTexts.crossesCount(deal.crosses.length)})` : main;
    }
    case 'transaction': {
      const section = deal.purchase ?? deal.refinance;
      return section ? amount(section.price) : null;
    }
    case 'repairs':
      return deal.propertyRepair ? amount(deal.propertyRepair.totalCost) : null;
    case 'entity':
      return deal.entity ? (entityNames.get(Number(deal.entity.id)) ?? null) : null;
    case 'uploadDocuments':
      return deal.files.length > 0 ? wizardTexts.documentsCount(deal.files.length) : null;
  }
}

/** The icon of a step's state: a check, an error mark or nothing, with words for screen readers. */
function StepIcon({ state }: { state: StepState }) {
  return (
    <span className={`deals-summary__icon deals-summary__icon--${state}`}>
      <span aria-hidden="true">{state === 'complete' ? '✓' : state === 'error' ? '!' : ''}</span>
      <VisuallyHidden>{wizardTexts.stepState[state]}</VisuallyHidden>
    </span>
  );
}

/**
 * "A summary sidebar titled Deal Summary shows the answers so far with a check, error or blank icon per step; it is
 * hidden under 768 px width." (spec 001 §2). Hidden by its stylesheet, so the borrower on a phone loses nothing.
 */
export function DealSummary({ deal, steps, states, entityNames }: DealSummaryProps) {
  return (
    <aside className="deals-summary" aria-labelledby="deals-summary-title">
      <h2 id="deals-summary-title" className="deals-summary__title">
        {dealMessages.summaryTitle}
      </h2>
      <ol className="deals-summary__steps">
        {steps.map((step) => (
          <li key={step.key} className="deals-summary__step">
            <StepIcon state={states[step.key]} />
            <div>
              <p className="deals-summary__step-title">{step.title}</p>
              <p className="deals-summary__answer">{answerOf(step.key, deal, entityNames) ?? wizardTexts.notAnswered}</p>
            </div>
          </li>
        ))}
      </ol>
    </aside>
  );
}
