import { teamsAreaEndpoints, type TeamInvite } from '@portal/shared-contracts';
import { toastRequestError, uiTexts, usePortal, useSession } from '@portal/shared-ui';
import { useEndpoint } from '@portal/shared-ui/kit';
import { teamsTexts } from '../../texts/teams';

type AnswerEndpoint = typeof teamsAreaEndpoints.acceptInvitation | typeof teamsAreaEndpoints.rejectInvitation | typeof teamsAreaEndpoints.disconnect;

/**
 * The teams area of the signed-in person (spec 000 §2.8, §4.3, §7): `GET …/teams_area/load` and what the page does
 * with it. Each answer (accept, reject, leave) toasts the server's words and loads the lists again, refused or not:
 * a refusal ("already answered") means the lists on screen are out of date. "Reject and disconnect need
 * confirmation first": a question the person can cancel, which then changes nothing. Only a success resolves `true`.
 */
export function useTeamsArea() {
  const portal = usePortal();
  const userId = useSession((state) => state.bundle?.user.id);
  const teams = useEndpoint(teamsAreaEndpoints.load, { params: { id: userId ?? 0 } }, { enabled: userId !== undefined });

  async function send(endpoint: AnswerEndpoint, id: number): Promise<boolean> {
    if (userId === undefined) return false;
    try {
      const { message } = await portal.api.call(endpoint, { params: { id: userId }, body: { id } }, { block: true });
      portal.ui.toast('success', message);
      return true;
    } catch (error) {
      toastRequestError(portal.ui, error);
      return false;
    } finally {
      teams.reload();
    }
  }

  /** "Entering a team or the main account switches the session to that bundle and goes to MyDeals." */
  async function enter(accountId: number) {
    if (userId === undefined) return;
    try {
      const bundle = await portal.api.call(teamsAreaEndpoints.enter, { params: { id: userId }, body: { id: accountId } }, { block: true });
      portal.session.getState().switchBundle(bundle);
      portal.navigate('MyDeals');
    } catch (error) {
      toastRequestError(portal.ui, error);
    }
  }

  async function sendIfConfirmed(endpoint: AnswerEndpoint, id: number, question: { title: string; text: string; confirmLabel: string }) {
    return (await portal.ui.confirm({ ...question, cancelLabel: uiTexts.cancel })) && send(endpoint, id);
  }

  return {
    teams,
    enter,
    accept: (invite: TeamInvite) => send(teamsAreaEndpoints.acceptInvitation, invite.id),
    reject: (invite: TeamInvite) =>
      sendIfConfirmed(teamsAreaEndpoints.rejectInvitation, invite.id, {
        title: teamsTexts.rejectQuestion,
        text: teamsTexts.rejectExplained(invite.borrower_name, invite.role),
        confirmLabel: teamsTexts.reject,
      }),
    leave: (team: TeamInvite) =>
      sendIfConfirmed(teamsAreaEndpoints.disconnect, team.id, {
        title: teamsTexts.leaveQuestion,
        text: teamsTexts.leaveExplained(team.borrower_name),
        confirmLabel: teamsTexts.leaveConfirm,
      }),
  };
}
