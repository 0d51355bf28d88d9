import { accessRefusal, type Caller } from '../access';
import { applicationSigningEndpoints } from './application-signing';

const ann: Caller = { userId: 7, verified: true, permissions: ['application.read', 'application.write'], operatesOnAccount: true };

test('"the application needs application.read and, to sign, application.write"; signing is submitting a form, which needs a verified e-mail', () => {
  for (const endpoint of Object.values(applicationSigningEndpoints)) {
    expect(accessRefusal(endpoint.access, ann, 7)).toBeNull();
    expect(accessRefusal(endpoint.access, { ...ann, permissions: ['application.read'] }, 7)).toBe('permission-missing');
    expect(accessRefusal(endpoint.access, { ...ann, verified: false }, 7)).toBe('verification-needed');
    expect(accessRefusal(endpoint.access, null, 7)).toBe('sign-in-needed');
  }
  expect([applicationSigningEndpoints.send.path, applicationSigningEndpoints.saveSigned.path]).toEqual(['/users/{id}/profile/application/send', '/users/{id}/profile/application']);
});
