import { calendarDayOf, type LoanDetail } from '@portal/shared-contracts';
import { RouteLink } from '@portal/shared-ui';
import { Card } from '@portal/shared-ui/kit';
import { useMayVisit } from '../../features/routes/use-may-visit';
import { loanTexts } from '../../texts/loans';
import { commonFacts, variantFacts, type SummaryFact } from './loan-summary-facts';

function Fact({ label, value, note }: SummaryFact) {
  return (
    <div className="loans-detail__fact">
      <dt>{label}</dt>
      <dd>
        {value}
        {note && <span className="loans-detail__fact-note">{` (${note})`}</span>}
      </dd>
    </div>
  );
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
      <dl className="loans-detail__facts">
        {before.map((fact) => (
          <Fact key={fact.label} {...fact} />
        ))}
        <div className="loans-detail__fact">
          <dt>{loanTexts.entity}</dt>
          <dd>
            {loan.entity_id !== null && mayOpenEntity ? (
              <RouteLink route="EntityDetails" params={{ id: loan.entity_id }}>
                {entityName}
              </RouteLink>
            ) : (
              entityName
            )}
          </dd>
        </div>
        {[...after, ...variantFacts(loan, calendarDayOf(new Date()))].map((fact) => (
          <Fact key={fact.label} {...fact} />
        ))}
      </dl>
    </Card>
  );
}
