import { Card } from '@portal/shared-ui/kit';
import { entityTexts } from '../../texts/entities';

/** "When pending it lists items needed before approval" (the contract's `entityNeededItems`). */
export function NeededItems({ items }: { items: readonly string[] }) {
  return (
    <Card title={entityTexts.neededItems} className="profile-entity__needed">
      <ul className="profile-entity__needed-list" aria-label={entityTexts.neededItems}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  );
}
