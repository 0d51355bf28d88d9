import {
  applicationMessages,
  ASSET_CATEGORY_LABELS,
  categoryTotal,
  formatDollarsAndCents,
  labelOf,
  LIABILITY_CATEGORY_LABELS,
  type AssetCategory,
  type LiabilityCategory,
  type FinanceItemAnswer,
  type FinanceSide,
} from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { DataTable, VerifiedOnly } from '@portal/shared-ui/kit';
import { assetsAndLiabilitiesTexts as texts } from '../../texts/assets-and-liabilities';
import { itemColumnsOf, itemNameOf, type ItemColumn } from './finance-item-columns';

export interface CategoryItemsProps {
  side: FinanceSide;
  category: string;
  items: readonly FinanceItemAnswer[];
  onDelete(item: FinanceItemAnswer): void;
}

const rowKey = (item: FinanceItemAnswer) => String(item.id);

/** The category's items, a delete action per row, and their total ("For the real-estate category the total uses presentValue"). */
export function CategoryItems({ side, category, items, onDelete }: CategoryItemsProps) {
  const label = side === 'assets' ? labelOf(ASSET_CATEGORY_LABELS, category) : labelOf(LIABILITY_CATEGORY_LABELS, category);
  const columns = itemColumnsOf(side, category);
  const withDelete: readonly ItemColumn[] = [
    ...columns,
    {
      header: texts.actions,
      value: () => '',
      render: (item) => <DeleteButton name={itemNameOf(columns, item)} onDelete={() => onDelete(item)} />,
      width: 110,
    },
  ];
  return (
    <div className="profile-finance-items__items">
      <DataTable<FinanceItemAnswer> label={texts.itemsOf(label)} columns={withDelete} rows={items} rowKey={rowKey} emptyText={applicationMessages.noRecords} filterable={false} />
      <p className="profile-finance-items__total">
        {`${texts.totalOf(label)}: `}
        <strong>{formatDollarsAndCents(categoryTotal(category as AssetCategory | LiabilityCategory, items))}</strong>
      </p>
    </div>
  );
}

function DeleteButton({ name, onDelete }: { name: string; onDelete(): void }) {
  return (
    <VerifiedOnly>
      {(trigger) => (
        <Button variant="danger" size="small" aria-label={texts.deleteItem(name)} {...(trigger ?? { onClick: onDelete })}>
          {texts.delete}
        </Button>
      )}
    </VerifiedOnly>
  );
}
