/**
 * The portal's own words on the Teams page, where the specification gives none. The words it does give ("Joined",
 * "Invitations", the invitation columns Borrower, Role, Status, Created on and Actions, "Main Account", Enter,
 * Accept, Reject) are quoted here as it writes them; the status labels come from the contract's
 * `CONTRIBUTOR_STATUS_LABELS`, the title from its route table.
 */
export const teamsTexts = {
  loadingPage: 'Loading the page…',
  loadingTeams: 'Loading your teams…',
  /** Under the title, shown at once: what the page is for. */
  intro: 'Choose whose account to work on: your own, or the account of a borrower whose team you joined.',
  // The Main Account card.
  mainAccount: 'Main Account',
  mainAccountIntro: 'Your own borrower account.',
  enter: 'Enter',
  /** Read after "Enter", so the button says whose account it opens. */
  accountOf: (borrower: string) => ` ${borrower}'s account`,
  // The Teams card.
  /** The Teams card (spec 000 §2.8): the page's title is "Teams" already, so the card says whose. */
  teams: 'My Teams',
  joined: (count: number) => `Joined (${count})`,
  invitations: 'Invitations',
  /** The red badge's meaning, for those who cannot see it. */
  pendingInvitations: (count: number) => (count === 1 ? '1 pending invitation' : `${count} pending invitations`),
  joinedTable: 'Teams you joined',
  invitationsTable: 'Invitations to join a team',
  borrower: 'Borrower',
  role: 'Role',
  status: 'Status',
  joinedOn: 'Joined on',
  createdOn: 'Created on',
  actions: 'Actions',
  /** A pending invitation past its time: it can no longer be answered. */
  expired: 'Expired',
  noTeams: 'You have not joined any team yet.',
  noInvitations: 'You have no invitations.',
  // Leaving a team (the delete icon of a joined team).
  leaveTeam: (borrower: string) => `Leave ${borrower}'s team`,
  leaveQuestion: 'Leave this team?',
  leaveExplained: (borrower: string) => `You will no longer be able to work on ${borrower}'s account, until ${borrower} invites you again.`,
  leaveConfirm: 'Leave the team',
  // Answering an invitation.
  accept: 'Accept',
  reject: 'Reject',
  /** Read after "Accept" or "Reject", so the button says which invitation it answers. */
  invitationFrom: (borrower: string) => ` the invitation from ${borrower}`,
  rejectQuestion: 'Reject this invitation?',
  rejectExplained: (borrower: string, role: string) => `${borrower} invited you to work on their account as ${role}. Once rejected, only a new invitation from ${borrower} lets you join.`,
} as const;
