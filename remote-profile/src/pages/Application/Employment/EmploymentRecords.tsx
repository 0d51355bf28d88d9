import { applicationMessages, formatDate, type EmploymentRecord } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { Card, EmptyState, FactList } from '@portal/shared-ui/kit';
import { addressTexts } from '../../../texts/address';
import { employmentTexts } from '../../../texts/application-experience';
import { addressLine } from '../../Entities/entity-facts';

export interface EmploymentRecordsProps {
  records: readonly EmploymentRecord[];
  onDelete(record: EmploymentRecord): void;
}

const employerOf = (record: EmploymentRecord) => (record.selfEmployed ? employmentTexts.selfEmployedRecord : record.employer);

function periodOf({ fromDate, toDate, current }: EmploymentRecord): string {
  const end = current ? employmentTexts.present : toDate ? formatDate(toDate) : '';
  return fromDate ? `${formatDate(fromDate)} – ${end}` : end;
}

/** The borrower's employment records, each with its Delete; "It seems that you haven't added any employment records yet." when none. */
export function EmploymentRecords({ records, onDelete }: EmploymentRecordsProps) {
  if (records.length === 0) return <EmptyState text={applicationMessages.noEmployment} />;
  return (
    <ul className="profile-application__records">
      {records.map((record) => {
        const title = `${employerOf(record)} – ${record.position}`;
        return (
          <li key={record.id}>
            <Card
              title={title}
              headingLevel={3}
              actions={
                <Button variant="secondary" size="small" aria-label={employmentTexts.deleteRecord(title)} onClick={() => onDelete(record)}>
                  {employmentTexts.delete}
                </Button>
              }
            >
              <FactList
                facts={[
                  { label: employmentTexts.period, value: periodOf(record) },
                  record.phone !== '' && { label: employmentTexts.phone, value: record.phone },
                  { label: addressTexts.address, value: addressLine(record.address) ?? '' },
                ]}
              />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
