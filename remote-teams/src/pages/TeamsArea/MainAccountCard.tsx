import { Button } from '@portal/shared-ui';
import { Card, VisuallyHidden } from '@portal/shared-ui/kit';
import { teamsTexts } from '../../texts/teams';

export interface MainAccountCardProps {
  owner: { id: number; borrower_name: string };
  onEnter(accountId: number): void;
}

/** "A Main Account card with an Enter button that shows the borrower name" (spec 000 §2.8). */
export function MainAccountCard({ owner, onEnter }: MainAccountCardProps) {
  return (
    <Card title={teamsTexts.mainAccount} className="teams-area__main-account">
      <p className="teams-area__borrower">{owner.borrower_name}</p>
      <p className="teams-area__muted">{teamsTexts.mainAccountIntro}</p>
      <Button onClick={() => onEnter(owner.id)}>
        {teamsTexts.enter}
        <VisuallyHidden>{teamsTexts.accountOf(owner.borrower_name)}</VisuallyHidden>
      </Button>
    </Card>
  );
}
