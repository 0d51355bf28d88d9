import { AgreementAnswer, AgreementBody } from '../api/application';
import { UserIdParams } from '../api/session';
import { defineEndpoint } from '../endpoints';
import { ApplicationProfile } from '../api/application-profile';
import { applicationReader, applicationWriter } from './application-access';

/** The application as a whole (spec 002 §3 'Profile (whole)', §7). */
export const applicationEndpoints = {
  /**
   * The profile the application's tabs read: "contact, social, address, declarations, employment, demographics,
   * realEstateExperience, realEstateOperation, application, agreement, a missing-flags map, finances". The spec has the
   * sign-in bundle carry it; the portal reads it with its own call, so the bundle (kept in web storage) never holds
   * the application's sensitive fields.
   */
  profile: defineEndpoint({ method: 'GET', path: '/users/{id}/profile', params: UserIdParams, response: ApplicationProfile, access: applicationReader }),
  /** "POST /users/{id}/profile/agreement | agreed | response agreement" */
  saveAgreement: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/profile/agreement',
    params: UserIdParams,
    body: AgreementBody,
    response: AgreementAnswer,
    access: applicationWriter,
  }),
};
