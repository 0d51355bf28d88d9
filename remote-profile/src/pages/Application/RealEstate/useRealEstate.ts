import {
  APPLICATION_SECTION_LABELS,
  applicationMessages,
  experienceEndpoints,
  type RealEstateExperienceAnswer,
  type RealEstateExperienceForm,
  type RealEstateOperationAnswer,
  type RealEstateOperationForm,
  type RealEstateOperationRecord,
} from '@portal/shared-contracts';
import { usePortal, useSession } from '@portal/shared-ui';
import { confirmCannotRevert, useFeedbackCall } from '@portal/shared-ui/kit';

/** What a save of the tab changed, for the application page's profile. */
export interface RealEstateSaved {
  realEstateExperience?: RealEstateExperienceAnswer;
  realEstateOperation?: RealEstateOperationAnswer;
}

const updated = applicationMessages.sectionUpdated(APPLICATION_SECTION_LABELS.realEstateExperience);

/**
 * The Real Estate tab's calls: "POST /users/{id}/profile/real_estate_experience | experience fields | response
 * realEstateExperience", "POST /users/{id}/profile/real_estate_operation | operation fields | response
 * realEstateOperation" and its DELETE. A refusal is toasted and its field errors go under the fields; what was typed
 * stays.
 */
export function useRealEstate(onSaved: (part: RealEstateSaved) => void, onNext: () => void) {
  const portal = usePortal();
  const { submit, confirmThenCall } = useFeedbackCall();
  const userId = useSession((state) => state.bundle?.user.id) ?? 0;

  const saveExperience = (values: RealEstateExperienceForm) =>
    submit(experienceEndpoints.saveExperience, { params: { id: userId }, body: values }, {
      success: updated,
      onDone: (realEstateExperience) => {
        onSaved({ realEstateExperience });
        onNext();
      },
    });

  const addOperation = (values: RealEstateOperationForm) =>
    submit(experienceEndpoints.addOperation, { params: { id: userId }, body: values }, { success: updated, onDone: (realEstateOperation) => onSaved({ realEstateOperation }) });

  /** Asks first ("Are you sure? You won't be able to revert this action!"), then "Deleted! Your experience has been deleted.". */
  const removeOperation = (operation: RealEstateOperationRecord) =>
    confirmThenCall(() => confirmCannotRevert(portal.ui), experienceEndpoints.deleteOperation, { params: { id: userId, operationId: operation.id } }, {
      success: applicationMessages.experienceDeleted,
      onDone: (realEstateOperation) => onSaved({ realEstateOperation }),
    });

  return { userId, saveExperience, addOperation, removeOperation };
}
