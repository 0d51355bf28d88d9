import { Modal } from '@portal/shared-ui';
import { FactList } from '@portal/shared-ui/kit';
import { proofOfFundsTexts } from '../../texts/proof-of-funds';
import { availableBalanceOf, ownersFact, type LinkedBank } from './linked-banks';

export interface AccountsModalProps {
  bank: LinkedBank;
  onClose(): void;
}

/** "an accounts modal showing institution, account mask, available balance, owner name, e-mail, phone and address". */
export function AccountsModal({ bank, onClose }: AccountsModalProps) {
  const texts = proofOfFundsTexts;
  const { institution_name: institution, accounts } = bank.details;
  const orNotGiven = (value: string | null) => value ?? texts.notGiven;
  return (
    <Modal open title={texts.accountsOf(institution)} onClose={onClose} className="proof-of-funds__accounts-dialog">
      {accounts.length === 0 ? (
        <p>{texts.noAccountsYet}</p>
      ) : (
        accounts.map((account) => (
          <section key={account.account_id} aria-label={account.name} className="proof-of-funds__account">
            <h3 className="proof-of-funds__account-name">{account.name}</h3>
            <FactList
              facts={[
                { label: texts.institution, value: institution },
                { label: texts.accountMask, value: orNotGiven(account.mask) },
                { label: texts.availableBalance, value: orNotGiven(availableBalanceOf(account.balances)) },
                { label: texts.ownerName, value: orNotGiven(ownersFact(account.owners, 'names')) },
                { label: texts.ownerEmail, value: orNotGiven(ownersFact(account.owners, 'emails')) },
                { label: texts.ownerPhone, value: orNotGiven(ownersFact(account.owners, 'phone_numbers')) },
                { label: texts.ownerAddress, value: orNotGiven(ownersFact(account.owners, 'addresses')) },
              ]}
            />
          </section>
        ))
      )}
    </Modal>
  );
}
