/** What the teams area says to people. */
export const teamsAreaApiMessages = {
  invitationAccepted: 'The invitation was accepted.',
  invitationRejected: 'The invitation was rejected.',
  invitationAnswered: 'This invitation has already been answered.',
  invitationExpired: 'This invitation has expired. Please ask the borrower to send it again.',
  leftTeam: 'You have left the team.',
  ownerCannotLeave: 'The Owner role cannot be disconnected.',
} as const;
