import { APPLICATION_SECTION_LABELS, applicationEndpoints, applicationMessages, type AgreementAnswer } from '@portal/shared-contracts';
import { useFeedbackCall } from '@portal/shared-ui/kit';

/** "POST /users/{id}/profile/agreement | agreed | response agreement", then "{Section} updated.". */
export function useAgreement(userId: number, onSaved: (agreement: AgreementAnswer) => void) {
  const { submit } = useFeedbackCall();
  return () =>
    submit(applicationEndpoints.saveAgreement, { params: { id: userId }, body: { agreed: true } }, { success: applicationMessages.sectionUpdated(APPLICATION_SECTION_LABELS.agreement), onDone: onSaved });
}
