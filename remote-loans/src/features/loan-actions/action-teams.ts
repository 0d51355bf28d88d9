import { COMPANY, type LoanDetailAction } from '@portal/shared-contracts';

type LoanTeam = (typeof COMPANY.loanTeams)[number];

/** Which of the lender's fixed teams (spec 001 §2: "Processing, Payments, Payoffs, Extensions and Draws") handles an action. */
const TEAM_OF_ACTION: Record<LoanDetailAction, LoanTeam['label']> = {
  draws: 'Draws',
  payoff: 'Payoffs',
  extensions: 'Extensions',
  achpayment: 'Payments',
  change_order: 'Processing',
  insurance: 'Processing',
  eor: 'Processing',
};

export function teamOfAction(action: LoanDetailAction): LoanTeam {
  const label = TEAM_OF_ACTION[action];
  const team = COMPANY.loanTeams.find((each) => each.label === label);
  if (!team) throw new Error(`COMPANY.loanTeams has no ${label} team`);
  return team;
}
