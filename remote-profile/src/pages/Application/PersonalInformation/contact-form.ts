import type { ContactAnswer, ContactForm, ProfileContactAnswer } from '@portal/shared-contracts';
import { newPhone } from '../../../features/contact-phones/PhoneFields';

/**
 * What the form starts with: the contact as saved, its sensitive fields empty (on file, they are shown masked beside
 * their fields); before the first save, the names and phones the portal already has (the sign-in bundle's contact),
 * or the cell phone given at registration.
 */
export function contactFormOf(saved: ContactAnswer | null, known: Partial<ProfileContactAnswer> | undefined, registeredCellPhone?: string | null): ContactForm {
  if (saved) {
    const { email: _email, ssn: _ssn, dateOfBirth: _dateOfBirth, driversLicense: _license, phones, address, mailingAddress, ...rest } = saved;
    return { ...rest, phones: phones.map((phone) => ({ ...phone })), address: { ...address }, mailingAddress: { ...mailingAddress } };
  }
  return {
    firstName: known?.firstName || undefined,
    lastName: known?.lastName || undefined,
    phones:
      known?.phones && known.phones.length > 0
        ? known.phones.map((phone) => ({ ...phone }))
        : [registeredCellPhone ? { type: 'mobile', number: registeredCellPhone } : newPhone()],
    optIn: false,
    mailingAddress: { sameAddress: true },
  };
}
