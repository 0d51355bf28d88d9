/** What registration through an invitation says to people. */
export const invitationApiMessages = {
  alreadyRegistered: 'You have already registered. Please sign in with your e-mail and password.',
  invitationGone: 'This invitation is no longer available.',
} as const;
