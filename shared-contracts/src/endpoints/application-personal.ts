import { ContactAnswer, ContactBody } from '../api/application-contact';
import { DeclarationsAnswer, DeclarationsBody } from '../api/application-declarations';
import { DemographicsAnswer, DemographicsBody } from '../api/application-demographics';
import { UserIdParams } from '../api/session';
import { defineEndpoint } from '../endpoints';
import { applicationWriter } from './application-access';

/** The application's Personal Information, Background Information and Demographics tabs (spec 002 §7). */
export const personalEndpoints = {
  /** "POST /users/{id}/profile/contact | contact fields | saves contact": answers the contact, its sensitive fields masked. */
  saveContact: defineEndpoint({ method: 'POST', path: '/users/{id}/profile/contact', params: UserIdParams, body: ContactBody, response: ContactAnswer, access: applicationWriter }),
  /** "POST /users/{id}/profile/declarations | declaration fields | response declarations" */
  saveDeclarations: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/profile/declarations',
    params: UserIdParams,
    body: DeclarationsBody,
    response: DeclarationsAnswer,
    access: applicationWriter,
  }),
  /** "POST /users/{id}/profile/demographics | demographics | response demographics" */
  saveDemographics: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/profile/demographics',
    params: UserIdParams,
    body: DemographicsBody,
    response: DemographicsAnswer,
    access: applicationWriter,
  }),
};
