import { ApplicationAnswer, SendApplicationAnswer, SendApplicationBody, SignedApplicationBody } from '../api/application-signing';
import { UserIdParams } from '../api/session';
import { defineEndpoint } from '../endpoints';
import { applicationWriter } from './application-access';

/** The application's signing (spec 002 §7): "the application needs application.read and, to sign, application.write". */
export const applicationSigningEndpoints = {
  /**
   * "POST /users/{id}/profile/application/send | type, entity | response docusign_url_embedded_signature". Refused
   * (409) while a section that signing needs is missing; "Failed to communicate with eSignature service." (502).
   */
  send: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/profile/application/send',
    params: UserIdParams,
    body: SendApplicationBody,
    response: SendApplicationAnswer,
    access: applicationWriter,
  }),
  /**
   * "POST /users/{id}/profile/application | type, entity, signed true | saves signed application": accepted once a
   * signing of that entity's application completed (409 before).
   */
  saveSigned: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/profile/application',
    params: UserIdParams,
    body: SignedApplicationBody,
    response: ApplicationAnswer,
    access: applicationWriter,
  }),
};
