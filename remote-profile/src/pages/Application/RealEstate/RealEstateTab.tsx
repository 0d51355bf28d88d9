import type { RealEstateExperienceAnswer, RealEstateOperationRecord } from '@portal/shared-contracts';
import { Card } from '@portal/shared-ui/kit';
import { realEstateTexts } from '../../../texts/application-experience';
import { ExperienceForm } from './ExperienceForm';
import { NewRecordDialog } from '../NewRecordDialog';
import { OperationForm } from './OperationForm';
import { Operations } from './Operations';
import { StatedExperienceUpload } from './StatedExperienceUpload';
import { useRealEstate, type RealEstateSaved } from './useRealEstate';
import '../Employment/experience-tabs.css';

export interface RealEstateTabProps {
  /** The experience as saved, or null before the first save. */
  experience: RealEstateExperienceAnswer | null;
  operations: RealEstateOperationRecord[];
  onSaved(part: RealEstateSaved): void;
  onNext(): void;
}

/**
 * Real Estate (spec 002 §2.4, §3, §5): the properties owned or operated (added in a dialog, deleted after a
 * question), the stated-experience document, and the experience questions, which end the tab with Save and Continue.
 */
export function RealEstateTab({ experience, operations, onSaved, onNext }: RealEstateTabProps) {
  const realEstate = useRealEstate(onSaved, onNext);
  return (
    <div className="profile-application__tab">
      <Card title={realEstateTexts.operations} actions={<NewRecordDialog addLabel={realEstateTexts.addExperience} title={realEstateTexts.newOperation} onAdd={realEstate.addOperation}>{(form) => <OperationForm {...form} />}</NewRecordDialog>}>
        <Operations operations={operations} onDelete={(operation) => void realEstate.removeOperation(operation)} />
      </Card>
      <StatedExperienceUpload userId={realEstate.userId} />
      <Card title={realEstateTexts.experience}>
        <ExperienceForm experience={experience} onSubmit={realEstate.saveExperience} />
      </Card>
    </div>
  );
}
