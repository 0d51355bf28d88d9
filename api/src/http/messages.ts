import { transportMessages } from '@portal/shared-contracts';

/**
 * What the API says to people about a request as such, whatever the area: the shape of the request, a missing
 * item, too many attempts, the unexpected. Each area's own texts are in its folder (`<area>/messages.ts`). The
 * client shows these texts as they come, so they are written for borrowers; the contract's catalogue is used
 * wherever it has the text, the rest is the API's wording (see README).
 */
export const httpMessages = {
  invalidFields: 'Please correct the highlighted fields.',
  invalidJson: 'The request body is not valid JSON.',
  notJson: 'Please send the request body as JSON.',
  notMultipart: 'Please send the files as multipart/form-data.',
  tooLarge: 'The request is too large.',
  invalidRequest: 'This request is not valid.',
  notFound: 'The page or item you asked for does not exist.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  unexpected: transportMessages.generic,
  /** A request that may change something and lacks the portal's request proof (http/request-proof.ts). */
  notFromPortal: 'This request did not come from the portal.',
  /** A URL whose path or a path parameter is longer than any the API serves. */
  urlTooLong: 'The address of this request is too long.',
} as const;
