import { useEffect } from 'react';
import { Form, useForm, useFormState } from 'react-final-form';
import {
  applicationMessages,
  ASSET_CATEGORIES,
  ASSET_CATEGORY_LABELS,
  ASSET_FINANCE_KEY_OF,
  choicesOf,
  FINANCE_SIDE_LABELS,
  FINANCE_SIDES,
  LIABILITY_CATEGORIES,
  LIABILITY_CATEGORY_LABELS,
  LIABILITY_FINANCE_KEY_OF,
  type AssetCategory,
  type AssetsAnswer,
  type AssetsKey,
  type FinanceItemAnswer,
  type FinanceSide,
  type LiabilitiesAnswer,
  type LiabilitiesKey,
  type LiabilityCategory,
} from '@portal/shared-contracts';
import { Button, Modal } from '@portal/shared-ui';
import { ChoiceField, SelectField, VerifiedOnly } from '@portal/shared-ui/kit';
import { assetsAndLiabilitiesTexts as texts } from '../../texts/assets-and-liabilities';
import { CategoryItems } from './CategoryItems';
import { NewFinanceItemForm } from './NewFinanceItemForm';
import { useFinanceItems, type FinanceItemsPart } from './useFinanceItems';
import './assets-and-liabilities.css';

export interface AssetsAndLiabilitiesModalProps {
  open: boolean;
  onClose(): void;
  assets: AssetsAnswer;
  liabilities: LiabilitiesAnswer;
  onChanged(part: FinanceItemsPart): void;
}

const SIDE_CHOICES = choicesOf(FINANCE_SIDES, FINANCE_SIDE_LABELS);
const CATEGORY_CHOICES = { assets: choicesOf(ASSET_CATEGORIES, ASSET_CATEGORY_LABELS), liabilities: choicesOf(LIABILITY_CATEGORIES, LIABILITY_CATEGORY_LABELS) };
const FIRST_CATEGORY = { assets: ASSET_CATEGORIES[0], liabilities: LIABILITY_CATEGORIES[0] } as const;

interface Shown {
  side: FinanceSide;
  category?: string;
}

/**
 * "A details modal titled 'Assets & Liabilities - Details' with an Assets/Liabilities toggle, a category select, a
 * table of items and a total" (spec 002 §2.6), and the form that adds an item of the chosen category (verified users
 * only). What the API answers after each add or delete goes to `onChanged`.
 */
export function AssetsAndLiabilitiesModal({ open, onClose, ...statement }: AssetsAndLiabilitiesModalProps) {
  return (
    <Modal open={open} title={applicationMessages.assetsAndLiabilitiesDetails} onClose={onClose} wide>
      <Form<Shown> onSubmit={() => undefined} initialValues={{ side: 'assets', category: FIRST_CATEGORY.assets }} subscription={{ values: true }}>
        {({ values }) => (
          <div className="profile-finance-items__body">
            <div className="profile-finance-items__picker">
              <ChoiceField name="side" label={texts.side} options={SIDE_CHOICES} />
              <SelectField name="category" label={texts.category} options={CATEGORY_CHOICES[values.side]} />
              <FirstCategoryOfSide />
            </div>
            {values.category && <ItemsOfCategory key={`${values.side}:${values.category}`} side={values.side} category={values.category} {...statement} />}
          </div>
        )}
      </Form>
    </Modal>
  );
}

/** Another side has other categories: the toggle shows its first. */
function FirstCategoryOfSide() {
  const form = useForm<Shown>();
  const { values } = useFormState<Shown>({ subscription: { values: true } });
  const { side, category } = values;
  useEffect(() => {
    const categories: readonly string[] = side === 'assets' ? ASSET_CATEGORIES : LIABILITY_CATEGORIES;
    if (category !== undefined && !categories.includes(category)) form.change('category', FIRST_CATEGORY[side]);
  }, [form, side, category]);
  return null;
}

interface ItemsOfCategoryProps extends Omit<AssetsAndLiabilitiesModalProps, 'open' | 'onClose'> {
  side: FinanceSide;
  category: string;
}

function ItemsOfCategory({ side, category, assets, liabilities, onChanged }: ItemsOfCategoryProps) {
  const { add, remove } = useFinanceItems(onChanged);
  const items: readonly FinanceItemAnswer[] =
    side === 'assets' ? (assets[ASSET_FINANCE_KEY_OF[category as AssetCategory] as AssetsKey] ?? []) : (liabilities[LIABILITY_FINANCE_KEY_OF[category as LiabilityCategory] as LiabilitiesKey] ?? []);
  const addLabel = side === 'assets' ? texts.addAsset : texts.addLiability;
  return (
    <>
      <CategoryItems side={side} category={category} items={items} onDelete={(item) => remove(side, category, item.id)} />
      <VerifiedOnly>
        {(trigger) =>
          trigger ? (
            <Button variant="secondary" {...trigger}>
              {addLabel}
            </Button>
          ) : (
            <NewFinanceItemForm side={side} category={category} onAdd={(values) => add(side, category, values)} />
          )
        }
      </VerifiedOnly>
    </>
  );
}
