import { EmploymentAnswer, EmploymentBody, EmploymentParams } from '../api/application-employment';
import {
  RealEstateExperienceAnswer,
  RealEstateExperienceBody,
  RealEstateOperationAnswer,
  RealEstateOperationBody,
  RealEstateOperationParams,
} from '../api/application-real-estate';
import { UserIdParams } from '../api/session';
import { defineEndpoint } from '../endpoints';
import { applicationWriter } from './application-access';

/**
 * The Employment Information and Real Estate tabs' calls (spec 002 §7). Adding employment or experience and saving
 * need a verified e-mail ("Unverified users cannot add employment, ... add experience ... or submit forms").
 */
export const experienceEndpoints = {
  /** "POST /users/{id}/profile/employment | employment fields, address flattened | response employment" */
  addEmployment: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/profile/employment',
    params: UserIdParams,
    body: EmploymentBody,
    response: EmploymentAnswer,
    access: applicationWriter,
  }),
  /** "DELETE /users/{id}/profile/employment/{employmentId} | none | response employment" */
  deleteEmployment: defineEndpoint({
    method: 'DELETE',
    path: '/users/{id}/profile/employment/{employmentId}',
    params: EmploymentParams,
    response: EmploymentAnswer,
    access: applicationWriter,
  }),
  /** "POST /users/{id}/profile/real_estate_experience | experience fields | response realEstateExperience" */
  saveExperience: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/profile/real_estate_experience',
    params: UserIdParams,
    body: RealEstateExperienceBody,
    response: RealEstateExperienceAnswer,
    access: applicationWriter,
  }),
  /** "POST /users/{id}/profile/real_estate_operation | operation fields | response realEstateOperation" */
  addOperation: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/profile/real_estate_operation',
    params: UserIdParams,
    body: RealEstateOperationBody,
    response: RealEstateOperationAnswer,
    access: applicationWriter,
  }),
  /** "DELETE /users/{id}/profile/real_estate_operation/{id} | none | response realEstateOperation" */
  deleteOperation: defineEndpoint({
    method: 'DELETE',
    path: '/users/{id}/profile/real_estate_operation/{operationId}',
    params: RealEstateOperationParams,
    response: RealEstateOperationAnswer,
    access: applicationWriter,
  }),
};
