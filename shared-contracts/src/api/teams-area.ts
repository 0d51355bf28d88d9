import * as v from 'valibot';
import { ContributorStatus } from '../enums/team';
import { RecordId } from '../validators';

// The teams area (spec 000 §2.8, §3, §4.3, §7).

/**
 * "Team invite: id, name, status (pending), role, borrower_name, date_created." `role` is the role's name ("Owner"
 * for the account's owner); `date_created` is ISO 8601. `expires_at` (ISO 8601) is when a pending invitation can no
 * longer be accepted (`inviteIsOpen`); null for a joined team.
 */
export const TeamInvite = v.object({
  id: v.number(),
  name: v.string(),
  status: ContributorStatus,
  role: v.string(),
  borrower_name: v.string(),
  date_created: v.string(),
  expires_at: v.nullable(v.string()),
});
export type TeamInvite = v.InferOutput<typeof TeamInvite>;

/**
 * "The teams area load returns my_teams, invites, owner." The joined teams' columns are not shown: a joined team is
 * described like an invite (it is an accepted one). `owner` is the user's own borrower account, for the Main Account
 * card; null for a team member who has none.
 */
export const TeamsAreaLoadResponse = v.object({
  my_teams: v.array(TeamInvite),
  invites: v.array(TeamInvite),
  owner: v.nullable(v.object({ id: v.number(), borrower_name: v.string() })),
});
export type TeamsAreaLoadResponse = v.InferOutput<typeof TeamsAreaLoadResponse>;

/** "id": the team (or main account) to enter, or the invitation to accept, reject or leave. */
export const TeamIdBody = v.object({ id: RecordId });
