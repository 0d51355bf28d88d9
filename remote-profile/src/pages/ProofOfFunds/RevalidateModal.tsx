import { useState } from 'react';
import { Button, Modal } from '@portal/shared-ui';
import { VerifiedOnly } from '@portal/shared-ui/kit';
import type { BankLinkingControls } from '../../features/bank-linking/useBankLinking';
import { proofOfFundsTexts } from '../../texts/proof-of-funds';
import type { LinkedBank } from './linked-banks';
import { useRevalidation, type RevalidationOutcomes } from './useRevalidation';

export interface RevalidateModalProps extends RevalidationOutcomes {
  userId: number;
  bank: LinkedBank;
  link: BankLinkingControls;
  /** The person may change linked banks (plaid.write); otherwise the modal only says what the lock means. */
  mayChange: boolean;
  onClose(): void;
}

/**
 * "A locked item shows a lock and opens a revalidate modal (credentials must be re-entered)" (spec 002 §2.3). Link
 * opens over the page, so the modal closes as it does; removing the bank is offered beside it, after the question.
 */
export function RevalidateModal({ userId, bank, link, mayChange, onClose, onUpdated, onRemoved }: RevalidateModalProps) {
  const { revalidate, remove } = useRevalidation(userId, bank.details.item_id, link, { onUpdated, onRemoved });
  const [opening, setOpening] = useState(false);
  const texts = proofOfFundsTexts;

  async function enterCredentials() {
    setOpening(true);
    const asked = await revalidate();
    setOpening(false);
    if (asked) onClose();
  }

  async function removeBank() {
    if (await remove()) onClose();
  }

  return (
    <Modal
      open
      title={texts.revalidateTitle(bank.details.institution_name)}
      text={texts.revalidateText}
      onClose={onClose}
      footer={
        mayChange && (
          <>
            <Button variant="danger" onClick={removeBank}>
              {texts.removeBank}
            </Button>
            <VerifiedOnly>
              {(trigger) =>
                trigger ? (
                  <Button {...trigger}>{texts.enterCredentials}</Button>
                ) : (
                  <Button loading={opening} onClick={enterCredentials}>
                    {texts.enterCredentials}
                  </Button>
                )
              }
            </VerifiedOnly>
          </>
        )
      }
    />
  );
}
