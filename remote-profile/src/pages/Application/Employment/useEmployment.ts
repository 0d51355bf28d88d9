import {
  APPLICATION_SECTION_LABELS,
  applicationMessages,
  experienceEndpoints,
  type EmploymentAnswer,
  type EmploymentForm,
  type EmploymentRecord,
} from '@portal/shared-contracts';
import { usePortal, useSession } from '@portal/shared-ui';
import { confirmRemoveItem, useFeedbackCall } from '@portal/shared-ui/kit';

/**
 * The employment records' calls: "POST /users/{id}/profile/employment | employment fields, address flattened |
 * response employment" and "DELETE /users/{id}/profile/employment/{employmentId} | none | response employment". Each
 * answers the whole list, which goes to `onSaved`. A refused record is toasted and its field errors go under the
 * fields; the modal keeps what was typed.
 */
export function useEmployment(onSaved: (records: EmploymentAnswer) => void) {
  const { submit, confirmThenCall } = useFeedbackCall();
  const userId = useSession((state) => state.bundle?.user.id) ?? 0;
  const portal = usePortal();

  const add = (values: EmploymentForm) =>
    submit(experienceEndpoints.addEmployment, { params: { id: userId }, body: values }, { success: applicationMessages.sectionUpdated(APPLICATION_SECTION_LABELS.employment), onDone: onSaved });

  /** Asks first ("You're about to remove this item! ..."), then "Record successfully deleted.". */
  const remove = (record: EmploymentRecord) =>
    confirmThenCall(() => confirmRemoveItem(portal.ui), experienceEndpoints.deleteEmployment, { params: { id: userId, employmentId: record.id } }, { success: applicationMessages.recordDeleted, onDone: onSaved });

  return { add, remove };
}
