import { calendarDayOf, type LoanDetail } from '@portal/shared-contracts';
import { RouteLink } from '@portal/shared-ui';
import { Card, FactList, type Fact } from '@portal/shared-ui/kit';
import { useMayVisit } from '../../features/routes/use-may-visit';
import { loanTexts } from '../../texts/loans';
import { commonFacts, variantFacts, type SummaryFact } from './loan-summary-facts';

/** A summary fact, its warning after it in words and colour ("past maturity"). */
function factOf({ label, value, note }: SummaryFact): Fact {
  return {
    label,
    value: (
      <>
        {value}
        {note && <span className="loans-detail__fact-note">{` (${note})`}</span>}
      </>
    ),
  };
}

/**
 * The summary card of spec 001 §2 'Loan detail', in its pending, active or paid variant, with "an entity link to
 * EntityDetails" (plain text for whoever may not open entities).
 */
export function LoanSummaryCard({ loan }: { loan: LoanDetail }) {
  const mayOpenEntity = useMayVisit('EntityDetails');
  const { before, after } = commonFacts(loan);
  const entityName = loan.entity?.name ?? loanTexts.notSet;
  return (
    <Card title={loanTexts.loanSummary} className="loans-detail__summary">
      <FactList
        numeric
        twoAcross
        facts={[
          ...before.map(factOf),
          {
            label: loanTexts.entity,
            value:
              loan.entity_id !== null && mayOpenEntity ? (
                <RouteLink route="EntityDetails" params={{ id: loan.entity_id }}>
                  {entityName}
                </RouteLink>
              ) : (
                entityName
              ),
          },
          ...[...after, ...variantFacts(loan, calendarDayOf(new Date()))].map(factOf),
        ]}
      />
    </Card>
  );
}
