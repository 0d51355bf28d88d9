import { secondLienApprovalShown, type PurchaseForm } from '@portal/shared-contracts';
import { FieldsAcross } from '@portal/shared-ui/kit';
import { transactionTexts } from '../../../../texts/transaction';
import { YesNoQuestion } from '../../../../features/deal-form/YesNoQuestion';

export interface ShortSaleFieldsProps {
  /** The purchase as answered so far: whether there is a second lien decides the last question. */
  purchase: PurchaseForm | null;
}

/** "short-sale approval and second-lien questions appear only for short_sale; second-lien approval only if there is a second lien" */
export function ShortSaleFields({ purchase }: ShortSaleFieldsProps) {
  const texts = transactionTexts.shortSale;
  return (
    <fieldset className="deals-section deals-section--nested">
      <legend className="deals-section__legend">{texts.section}</legend>
      <FieldsAcross className="deals-section__row">
        <YesNoQuestion name="purchase.shortSaleApproval" label={texts.approval} required />
        <YesNoQuestion name="purchase.hasSecondLien" label={texts.hasSecondLien} required />
        {secondLienApprovalShown(purchase?.type, purchase?.hasSecondLien) && (
          <YesNoQuestion name="purchase.hasSecondLienApproval" label={texts.secondLienApproval} required />
        )}
      </FieldsAcross>
    </fieldset>
  );
}
