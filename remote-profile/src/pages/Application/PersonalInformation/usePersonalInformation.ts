import type { FormApi } from 'final-form';
import {
  APPLICATION_SECTION_LABELS,
  applicationMessages,
  personalEndpoints,
  SENSITIVE_CONTACT_FIELDS,
  type ContactAnswer,
  type ContactForm,
} from '@portal/shared-contracts';
import { clearFields, usePortal } from '@portal/shared-ui';
import { useFeedbackCall } from '@portal/shared-ui/kit';

/**
 * "POST /users/{id}/profile/contact | contact fields | saves contact", then "{Section} updated.". The names and phones
 * saved are also the signed-in bundle's contact (Proof of Funds reads them there). Once saved, the typed SSN, date of
 * birth and license leave the form: the tab shows them masked, as the API answered them.
 */
export function usePersonalInformation(userId: number, onSaved: (contact: ContactAnswer) => void) {
  const portal = usePortal();
  const { submit } = useFeedbackCall();

  function remember({ firstName, lastName, phones }: ContactAnswer) {
    const { bundle, refresh } = portal.session.getState();
    if (bundle) refresh({ ...bundle, profile: { ...bundle.profile, contact: { ...bundle.profile.contact, firstName, lastName, phones } } });
  }

  return (values: ContactForm, form: FormApi<ContactForm>) =>
    submit(personalEndpoints.saveContact, { params: { id: userId }, body: values }, {
      success: applicationMessages.sectionUpdated(APPLICATION_SECTION_LABELS.contact),
      onDone: (contact) => {
        remember(contact);
        clearFields(form, SENSITIVE_CONTACT_FIELDS);
        onSaved(contact);
      },
    });
}
