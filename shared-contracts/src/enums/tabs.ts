import { signInMessages } from '../messages';

// Tabs and steps whose order the specification fixes. A tab's index is its position: routes carry it in the `tab`
// query, so the order is part of the contract.

/**
 * "Tabs in order: Introduction, Personal Information, Employment Information, Financial, Background Information,
 * Demographics, Real Estate, Review & Submit Application." (spec 002 §2.4)
 */
export const APPLICATION_TABS = [
  'Introduction',
  'Personal Information',
  'Employment Information',
  'Financial',
  'Background Information',
  'Demographics',
  'Real Estate',
  'Review & Submit Application',
] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

/**
 * "Tabs: Change Password (everyone); Change Profile Picture, Social Media and Portal Team Members (owner only)."
 * (spec 000 §2.10, spec 002 §2.7)
 */
export const SETTINGS_TABS = [
  { label: 'Change Password', ownerOnly: false },
  { label: 'Change Profile Picture', ownerOnly: true },
  { label: 'Social Media', ownerOnly: true },
  { label: 'Portal Team Members', ownerOnly: true },
] as const;

/**
 * The login form's three steps (spec 000 §2.5): "0 | e-mail only | Continue", "1 | e-mail and password | Login",
 * "2 | e-mail and 6-digit code | Verify Code". The index is the step's number.
 */
export const LOGIN_STEPS = [
  { step: 'email', fields: ['email'], button: signInMessages.continue },
  { step: 'password', fields: ['email', 'password'], button: signInMessages.login },
  { step: 'code', fields: ['email', 'code'], button: signInMessages.verifyCode },
] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number]['step'];
