import { signedIn } from '../access';

/*
 * Who may use the application (spec 002 §6): "the application needs application.read and, to sign,
 * application.write"; saving a section is submitting a form, which needs a verified e-mail ("Unverified users cannot
 * add employment, add an entity, add experience, upload documents or submit forms").
 */

/** Reading the application's sections. */
export const applicationReader = signedIn({ permissions: ['application.read'] });

/** Saving, adding or deleting anything of the application. */
export const applicationWriter = signedIn({ verified: true, permissions: ['application.read', 'application.write'] });
