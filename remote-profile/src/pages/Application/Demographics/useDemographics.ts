import { APPLICATION_SECTION_LABELS, applicationMessages, personalEndpoints, type DemographicsAnswer, type DemographicsForm } from '@portal/shared-contracts';
import { useFeedbackCall } from '@portal/shared-ui/kit';

/** "POST /users/{id}/profile/demographics | demographics | response demographics", then "{Section} updated.". */
export function useDemographics(userId: number, onSaved: (demographics: DemographicsAnswer) => void) {
  const { submit } = useFeedbackCall();
  return (values: DemographicsForm) =>
    submit(personalEndpoints.saveDemographics, { params: { id: userId }, body: values }, { success: applicationMessages.sectionUpdated(APPLICATION_SECTION_LABELS.demographics), onDone: onSaved });
}
