import { applicationMessages, formatDate, formatWholeDollars, labelOf, PROPERTY_TYPE_LABELS, type RealEstateOperationRecord } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { Card, EmptyState, FactList } from '@portal/shared-ui/kit';
import { realEstateTexts } from '../../../texts/application-experience';
import { addressLine } from '../../Entities/entity-facts';

export interface OperationsProps {
  operations: readonly RealEstateOperationRecord[];
  onDelete(operation: RealEstateOperationRecord): void;
}

const dealOf = (date: string, price: number | null) => [formatDate(date), price === null ? '' : formatWholeDollars(price)].filter(Boolean).join(', ');

/** The properties owned or operated, each with its Delete; "No Records Found." when none. */
export function Operations({ operations, onDelete }: OperationsProps) {
  if (operations.length === 0) return <EmptyState text={applicationMessages.noRecords} />;
  return (
    <ul className="profile-application__records">
      {operations.map((operation) => {
        const title = addressLine(operation.propertyAddress) ?? labelOf(PROPERTY_TYPE_LABELS, operation.propertyType);
        return (
          <li key={operation.id}>
            <Card
              title={title}
              headingLevel={3}
              actions={
                <Button variant="secondary" size="small" aria-label={realEstateTexts.deleteOperation(title)} onClick={() => onDelete(operation)}>
                  {realEstateTexts.delete}
                </Button>
              }
            >
              <FactList
                facts={[
                  { label: realEstateTexts.propertyType, value: labelOf(PROPERTY_TYPE_LABELS, operation.propertyType) },
                  { label: realEstateTexts.ownershipPercentage, value: `${operation.ownershipPercentage}%` },
                  { label: realEstateTexts.purchaseDate, value: dealOf(operation.purchaseDate, operation.purchasePrice) },
                  { label: realEstateTexts.saleDate, value: operation.saleDate ? dealOf(operation.saleDate, operation.salePrice) : realEstateTexts.notSold },
                  {
                    label: realEstateTexts.mortgage,
                    value: operation.mortgage
                      ? `${operation.mortgage.lenderName}, ${formatWholeDollars(operation.mortgage.balance)} (${formatWholeDollars(operation.mortgage.monthlyPayment)} / month)`
                      : realEstateTexts.noLoan,
                  },
                ]}
              />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
