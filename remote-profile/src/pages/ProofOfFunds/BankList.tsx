import { Button } from '@portal/shared-ui';
import { Badge, Icon } from '@portal/shared-ui/kit';
import { proofOfFundsTexts } from '../../texts/proof-of-funds';
import type { LinkedBank } from './linked-banks';

export interface BankListProps {
  banks: readonly LinkedBank[];
  onOpen(bank: LinkedBank): void;
}

/** "Lists linked institutions. A locked item shows a lock" (spec 002 §2.3): one button per institution. */
export function BankList({ banks, onOpen }: BankListProps) {
  return (
    <ul className="proof-of-funds__banks">
      {banks.map((bank) => (
        <li key={bank.details.item_id}>
          <Button variant="secondary" className="proof-of-funds__bank" onClick={() => onOpen(bank)}>
            {bank.details.institution_logo?.startsWith('data:image/') && <img src={bank.details.institution_logo} alt="" className="proof-of-funds__logo" />}
            <span className="proof-of-funds__bank-name">{bank.details.institution_name}</span>
            {bank.pending && (
              <Badge variant="info" label={proofOfFundsTexts.pendingLabel}>
                {proofOfFundsTexts.pending}
              </Badge>
            )}
            {bank.locked && <Icon path={LOCK} label={proofOfFundsTexts.locked} className="proof-of-funds__lock" />}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** A padlock: the bank's link must be validated again. */
const LOCK = 'M18 8h-1V6A5 5 0 0 0 7 6v2H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2zm-6 9a2 2 0 1 1 0-4 2 2 0 0 1 0 4zm3.1-9H8.9V6a3.1 3.1 0 0 1 6.2 0v2z';
