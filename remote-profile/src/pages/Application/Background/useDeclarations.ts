import { APPLICATION_SECTION_LABELS, applicationMessages, personalEndpoints, type DeclarationsAnswer, type DeclarationsForm } from '@portal/shared-contracts';
import { useFeedbackCall } from '@portal/shared-ui/kit';

/** "POST /users/{id}/profile/declarations | declaration fields | response declarations", then "{Section} updated.". */
export function useDeclarations(userId: number, onSaved: (declarations: DeclarationsAnswer) => void) {
  const { submit } = useFeedbackCall();
  return (values: DeclarationsForm) =>
    submit(personalEndpoints.saveDeclarations, { params: { id: userId }, body: values }, { success: applicationMessages.sectionUpdated(APPLICATION_SECTION_LABELS.declarations), onDone: onSaved });
}
