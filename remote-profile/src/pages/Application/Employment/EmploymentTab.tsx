import { useState } from 'react';
import { mayLeaveEmployment, type EmploymentAnswer, type EmploymentRecord } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { ButtonRow, Card, Refusal } from '@portal/shared-ui/kit';
import { employmentTexts } from '../../../texts/application-experience';
import { EmploymentRecords } from './EmploymentRecords';
import { NewRecordDialog } from '../NewRecordDialog';
import { EmploymentForm } from './EmploymentForm';
import { useEmployment } from './useEmployment';
import './experience-tabs.css';

export interface EmploymentTabProps {
  /** The account's records as the profile or the last call answered them. */
  value: EmploymentRecord[];
  onSaved(value: EmploymentAnswer): void;
  onNext(): void;
}

/**
 * Employment Information (spec 002 §2.4, §5 'Employment'): the records, added in a dialog and deleted after a
 * question. "The Next button on the tab needs at least one record": with none it stays on the tab and says so.
 */
export function EmploymentTab({ value, onSaved, onNext }: EmploymentTabProps) {
  const employment = useEmployment(onSaved);
  const [refused, setRefused] = useState(false);
  const mayLeave = mayLeaveEmployment(value);

  function next() {
    setRefused(!mayLeave);
    if (mayLeave) onNext();
  }

  return (
    <div className="profile-application__tab">
      <Card title={employmentTexts.records} actions={<NewRecordDialog addLabel={employmentTexts.addEmployment} title={employmentTexts.newEmployment} onAdd={employment.add}>{(form) => <EmploymentForm {...form} />}</NewRecordDialog>}>
        <EmploymentRecords records={value} onDelete={(record) => void employment.remove(record)} />
      </Card>
      <ButtonRow>
        <Refusal>{refused && !mayLeave && employmentTexts.needsARecord}</Refusal>
        <Button onClick={next}>{employmentTexts.next}</Button>
      </ButtonRow>
    </div>
  );
}
