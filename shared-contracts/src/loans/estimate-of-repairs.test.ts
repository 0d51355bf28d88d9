import * as v from 'valibot';
import { REPAIR_CATEGORIES } from '../enums/loans';
import { ChangeOrderBody } from './change-order';
import { DrawBody } from './draw';
import {
  categoryMayExpand,
  categoryTotalCents,
  changeOrderTotalProblem,
  drawCategoriesOf,
  drawCategoryProblem,
  drawTotalBalanceCents,
  emptyRepairCategories,
  estimateTotalCents,
  REPAIR_LINE_ITEMS,
  repairsTotalProblem,
} from './estimate-of-repairs';

const withAmounts = (amounts: { [category: string]: { total?: string; items?: Record<string, string> } }) => {
  const categories = emptyRepairCategories();
  for (const [category, { total, items }] of Object.entries(amounts)) {
    const entry = categories[category as keyof typeof categories];
    if (total !== undefined) entry.total = total;
    Object.assign(entry.items, items);
  }
  return categories;
};

test('"17 numbered categories ... Each has an optional overriding total and many line items, all defaulting to "0.00""', () => {
  const empty = emptyRepairCategories();
  expect(Object.keys(empty)).toEqual([...REPAIR_CATEGORIES]);
  for (const category of REPAIR_CATEGORIES) {
    expect(empty[category].total).toBe('0.00');
    expect(Object.keys(empty[category].items)).toEqual(Object.keys(REPAIR_LINE_ITEMS[category]));
    expect(new Set(Object.values(empty[category].items))).toEqual(new Set(['0.00']));
  }
});

test('"a set category total overrides its items"; the total is the sum of the categories, to the cent', () => {
  const categories = withAmounts({ finishes: { items: { drywall: '1200.10', painting: '800.20' } }, electrical: { total: '500', items: { wiring: '9999' } } });
  expect(categoryTotalCents(categories.finishes)).toBe(200030);
  expect(categoryTotalCents(categories.electrical)).toBe(50000);
  expect(estimateTotalCents(categories)).toBe(250030);
});

test('"a category with a total above 0 cannot be expanded"', () => {
  expect(categoryMayExpand(withAmounts({}).finishes)).toBe(true);
  expect(categoryMayExpand(withAmounts({ finishes: { total: '0.01' } }).finishes)).toBe(false);
});

test('"total must be above $ 0.00 ("The total cost of repairs should be greater than $ 0.00")"', () => {
  expect(repairsTotalProblem(withAmounts({}))).toBe('The total cost of repairs should be greater than $ 0.00');
  expect(repairsTotalProblem(withAmounts({ concrete: { items: { slab: '0.01' } } }))).toBeNull();
});

test('"for a change order, total must not exceed the holdback balance ("The total cost of repairs should not be greater than Holdback Balance.")"', () => {
  const total = (amount: string) => withAmounts({ finishes: { total: amount } });
  expect(changeOrderTotalProblem(total('1000.00'), 1000)).toBeNull();
  expect(changeOrderTotalProblem(total('1000.01'), 1000)).toBe('The total cost of repairs should not be greater than Holdback Balance.');
  expect(changeOrderTotalProblem(total('0.00'), 1000)).toBe('The total cost of repairs should be greater than $ 0.00');
  expect(changeOrderTotalProblem(total('1.00'), null)).toBe('The total cost of repairs should not be greater than Holdback Balance.');
});

test('"for a draw, a category total above its balance is invalid ("The total for this category cannot exceed the current category balance")"', () => {
  const categories = withAmounts({ finishes: { items: { drywall: '300.00', tile: '200.00' } } });
  expect(drawCategoryProblem(categories.finishes, 500)).toBeNull();
  expect(drawCategoryProblem(categories.finishes, 499.99)).toBe('The total for this category cannot exceed the current category balance');
});

test('"in draw mode categories with zero balance are hidden"; "Draw total balance is the sum of category balances minus entered amounts"', () => {
  const balances = { finishes: 1000, electrical: 250.5, masonry: 0 };
  expect(drawCategoriesOf(balances)).toEqual(['finishes', 'electrical']);
  expect(drawTotalBalanceCents(balances, withAmounts({ finishes: { total: '400' }, electrical: { items: { wiring: '0.50' } } }))).toBe(85000);
});

test('"line items numeric" between $0 and $100,000,000; "description max 500, optional"', () => {
  const body = (categories = emptyRepairCategories(), description = '') => v.safeParse(ChangeOrderBody, { categories, description });
  expect(body().success).toBe(true);
  expect(body(withAmounts({ finishes: { total: '100000000.00' } })).success).toBe(true);
  for (const amount of ['100000000.01', '12a', '-1', '1.234']) {
    const result = body(withAmounts({ finishes: { items: { tile: amount } } }));
    expect([amount, result.issues?.[0]?.message]).toEqual([amount, 'Please input a dollar amount between $0 and $100,000,000']);
  }
  expect(body(undefined, 'x'.repeat(500)).success).toBe(true);
  expect(body(undefined, 'x'.repeat(501)).success).toBe(false);
});

test('"in draw mode access information is required"; the expenses arrive as the estimate\'s JSON', () => {
  const draw = (access: string, expenses = JSON.stringify(emptyRepairCategories())) => v.safeParse(DrawBody, { payment_method_id: '4', expenses, access_information: access });
  expect(draw('Lockbox 1234 on the back door').success).toBe(true);
  expect(draw('').issues?.[0]?.message).toBe('This field is required!');
  expect(draw('x'.repeat(501)).success).toBe(false);
  expect(draw('Lockbox', '{"finishes":').success).toBe(false);
});
