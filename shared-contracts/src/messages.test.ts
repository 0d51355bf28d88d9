import * as catalogue from './messages';
import { ROUTES } from './routes';
import { DOLLAR_AMOUNT_MESSAGE } from './validators';

/** Every text of the catalogue, with each parameterised text filled with a sample. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return textsOf((value as (...args: unknown[]) => unknown)('{x}', '{y}'));
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}
// Page titles live in the route table, the dollar rule's message beside its rule.
const texts = new Set([...textsOf(catalogue), ...ROUTES.map((route) => route.title), DOLLAR_AMOUNT_MESSAGE]);

describe('every user-facing text the specification quotes is in the catalogue, verbatim', () => {
  test.each([
    // spec 000 §2, §4 and §8
    'One spot for all your loans',
    'Verifying your account...',
    'Submit a new Deal',
    "Let's complete your application",
    'Oops! Something went wrong. We could not verify your account...',
    'Resend Verification Email',
    'The account was successfully unlocked.',
    'Unlock failed',
    'Create an account',
    'Sign In',
    'Welcome',
    'Continue',
    'Login',
    'Verify Code',
    'Email Confirmation',
    '6-Digit Code',
    'New Password',
    'Joined ({x})',
    'Invitations',
    'Created on',
    'You are logged in as {x} and operating on behalf of borrower {y}',
    'Are you sure?',
    'See you soon!',
    'We could not process your request, please try again later.',
    'The request timed out.',
    'There was an error while trying to complete your request.',
    'It seems that your session is no longer active. Please log in again.',
    'Oops...',
    'It seems that something was wrong while retrieving your session. Please log in to recover access to the portal.',
    "You're about to be logged out.",
    'Time remaining: {x} seconds',
    'Your session is over, see you soon!',
    'Your verification code is invalid.',
    'A new 6-digit code was sent to your email.',
    'We could not send the 6-digit code to your email.',
    'Already verified!',
    'You are already verified',
    'Passwords must match',
    'Please input a dollar amount between $0 and $100,000,000',
    'This field is required!',
    // spec 001 §2, §4, §5 and §8
    "Let's build your deal",
    'Deal Summary',
    'Thank You! Your deal has been submitted.',
    'Deals in Progress',
    '{x} LOANS - SUMMARY',
    '{x} LOANS - DETAIL',
    'Click on Loan to upload documents and see additional details',
    'What would you like to do?',
    'No Deals Found',
    'SUBMIT NEW LOAN',
    'No more deals.',
    'Files Submitted For This Loan',
    'Reviewed - Approved',
    'Submitted Files',
    'Needed Files',
    'You have no active deals yet.',
    '+ New Payment Method',
    'No payment methods.',
    'Make sure you are in compliance with the requirements for Change Order Request.',
    'Holdback balance should be greater than $ 0.00.',
    'Document was successfully signed and submitted for review.',
    'The total cost of repairs should be greater than $ 0.00',
    'The total cost of repairs should not be greater than Holdback Balance.',
    'The total for this category cannot exceed the current category balance',
    'Please verify all missing fields.',
    "This action is not allowed because you're not verified yet.",
    'Unable to load data',
    'Unable to load Draw Request data',
    'Unable to load loan monetary summary',
    'Unable to load Payment dates',
    'Unable to load Outstanding Documents',
    'No Properties found.',
    'Please, select at least one property to continue!',
    'Press Search button to display legal APN and Address!',
    'The file "{x}" is too big, please select a file up to 25MB.',
    'The file "{x}" is too big. XLS file limit is 5MB.',
    'The file "{x}" is empty, please select a valid file.',
    'Upload is taking a long time due to large file size or slow internet speed. You can cancel the upload and try again later when a better connection is available.',
    'New Payment Method added.',
    'Draw Request saved successfully.',
    'Extension Request saved successfully.',
    'Payoff Request saved successfully.',
    'Insurance files saved successfully.',
    'Change Order saved successfully.',
    'Uploaded successfully',
    'No Documents added.',
    'No records matching "{x}".',
    // spec 002 §2, §4, §5 and §8
    'There is no Business/Mailing address registered for this Entity!',
    'No Entities added.',
    '1098 Mortgage Interest Statement',
    'Failed to load Plaid Link. Please try again later.',
    'Connect New Account',
    'Assets & Liabilities - Details',
    'Clear Fields to Enable',
    'Information about Roles',
    'Add a Portal Team Member',
    "What's New",
    'It appears you have no new notifications',
    'Success! Your Credentials were updated!',
    'Success! Plaid is processing your request. Refresh this page in few minutes.',
    'Report ready. Please refresh page.',
    'Value not allowed when no phone with type "{x}" is informed!',
    'You must register at least one cell phone!',
    'All fields are required.',
    'This date is less than the one you started working, please change it.',
    "It seems that you haven't added any employment records yet.",
    'This date is less than the Purchase date, please change it.',
    'Please choose an image file. (Accepting.png .bmp .jpg .svg)',
    'Your file is too big, please select an image under 25MB.',
    'It is not possible to delete your Primary Point of Contact. To proceed you need to first select other team member to be your Primary Contact.',
    'Failed to communicate with eSignature service.',
    'Record successfully deleted.',
    'New Asset Added.',
    'New Liability Added.',
    'Deleted! Your experience has been deleted.',
    '{x} updated.',
    'Social data updated.',
    'Profile picture saved successfully',
    'Profile picture deleted successfully',
    'Password reset successfully.',
    'Invitation sent successfully.',
    "You're about to remove this item! Are you sure you want to continue?",
    "You won't be able to revert this action!",
    'Yes, delete it!',
    'No Records Found.',
  ])('%s', (text) => {
    expect(texts).toContain(text);
  });
});

test('parameterised texts are functions: "{Section} updated."', () => {
  expect(catalogue.applicationMessages.sectionUpdated('Declarations')).toBe('Declarations updated.');
  expect(catalogue.dealMessages.transactionTab('purchase')).toBe('Purchase Information');
  expect(catalogue.dealMessages.transactionTab('refinance')).toBe('Refinance Information');
  expect(catalogue.dealMessages.transactionTab(null)).toBe('Transaction Information');
  expect(catalogue.entityMessages.detailsTitle(true)).toBe('My APPROVED Entities');
  expect(catalogue.entityMessages.detailsTitle(false)).toBe('My PENDING Entities');
  expect(catalogue.loanListMessages.summaryTitle('PENDING')).toBe('PENDING LOANS - SUMMARY');
  expect(catalogue.teamsAreaMessages.joined(2)).toBe('Joined (2)');
});

test('a text is defined once: no two catalogue entries carry the same words', () => {
  const all = textsOf(catalogue);
  // Words the specification repeats on several screens are the same text by design ('Are you sure?' asks before
  // signing out and before a delete; 'Cancel' closes two dialogs).
  const shared = new Set(['Are you sure?', 'Cancel']);
  const repeated = all.filter((text, index) => all.indexOf(text) !== index && !shared.has(text));
  expect(repeated).toEqual([]);
});
