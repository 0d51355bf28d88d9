import * as v from 'valibot';
import { DOLLAR_MAXIMUM } from '../constants';
import { REPAIR_CATEGORIES, type RepairCategory } from '../enums/loans';
import { loanActionMessages } from '../messages/loans';
import { DOLLAR_AMOUNT_MESSAGE, optionalText, requiredText } from '../validators';

/*
 * The estimate of repairs (spec 001 §3, §4 'Estimate form', §5): "17 numbered categories ... Each has an optional
 * overriding total and many line items, all defaulting to "0.00"; in draws each also has a balance. Plus a
 * description (max 500) or, in draw mode, access-information text." One model for its uses: the change order, the
 * draw and the deal's repairs. Amounts are texts as typed, read in cents so that sums never drift.
 */

/** "description max 500, optional"; the draw's access information has the same room. */
export const ESTIMATE_DESCRIPTION_MAX = 500;

/**
 * The line items of each category. The specification names the categories, not their items: these are the usual
 * lines of a residential rehab or ground-up budget (the CSI divisions the categories follow), short enough to fill in.
 */
export const REPAIR_LINE_ITEMS = {
  softCosts: { architect: 'Architect and Design', engineering: 'Engineering', permits: 'Permits and Fees', surveys: 'Surveys and Inspections' },
  generalRequirements: { supervision: 'Supervision', temporaryUtilities: 'Temporary Utilities', dumpsters: 'Dumpsters and Cleanup', insurance: "Builder's Risk Insurance" },
  siteConstruction: { demolition: 'Demolition', grading: 'Grading and Excavation', landscaping: 'Landscaping', driveway: 'Driveway and Walkways', fencing: 'Fencing' },
  concrete: { foundation: 'Foundation Repair', slab: 'Slab and Flatwork', footings: 'Footings' },
  masonry: { brickRepair: 'Brick Repair and Tuckpointing', chimney: 'Chimney', stone: 'Stone Veneer' },
  metals: { structuralSteel: 'Structural Steel', railings: 'Railings', beams: 'Beams and Posts' },
  woodsPlastics: { framing: 'Framing', trim: 'Trim and Millwork', cabinets: 'Cabinets', countertops: 'Countertops' },
  thermalMoistureProtection: { roofing: 'Roofing', insulation: 'Insulation', siding: 'Siding', gutters: 'Gutters', waterproofing: 'Waterproofing' },
  doorsWindows: { exteriorDoors: 'Exterior Doors', interiorDoors: 'Interior Doors', windows: 'Windows', garageDoor: 'Garage Door' },
  finishes: { drywall: 'Drywall', painting: 'Painting', flooring: 'Flooring', tile: 'Tile', ceilings: 'Ceilings' },
  specialties: { bathAccessories: 'Bath Accessories', mirrors: 'Mirrors and Shower Doors', signage: 'Address and Signage' },
  equipment: { appliances: 'Kitchen Appliances', laundry: 'Laundry Equipment', waterHeater: 'Water Heater' },
  furnishings: { blinds: 'Blinds and Window Treatments', staging: 'Staging Furniture' },
  specialConstruction: { pool: 'Pool and Spa', deck: 'Deck and Porch', additions: 'Additions' },
  conveyingSystems: { elevator: 'Elevator', lift: 'Chair or Platform Lift' },
  mechanicalSystems: { plumbing: 'Plumbing', fixtures: 'Plumbing Fixtures', hvac: 'Heating and Air Conditioning', sewer: 'Sewer and Septic' },
  electrical: { wiring: 'Wiring and Panel', lighting: 'Lighting Fixtures', lowVoltage: 'Low Voltage and Alarm', solar: 'Solar' },
} as const satisfies Record<RepairCategory, Record<string, string>>;

export type RepairLineItem<C extends RepairCategory> = keyof (typeof REPAIR_LINE_ITEMS)[C] & string;

/** "all defaulting to "0.00"". */
export const ZERO_AMOUNT = '0.00';

export interface RepairCategoryEstimate {
  /** The category's own total; above 0 it overrides the items ("a set category total overrides its items"). */
  total: string;
  items: Record<string, string>;
}
export type RepairCategoriesEstimate = Record<RepairCategory, RepairCategoryEstimate>;

export const lineItemsOf = (category: RepairCategory): [string, string][] => Object.entries(REPAIR_LINE_ITEMS[category]);

export function emptyRepairCategories(): RepairCategoriesEstimate {
  return Object.fromEntries(
    REPAIR_CATEGORIES.map((category) => [category, { total: ZERO_AMOUNT, items: Object.fromEntries(lineItemsOf(category).map(([key]) => [key, ZERO_AMOUNT])) }]),
  ) as RepairCategoriesEstimate;
}

/** An amount as typed, in cents; an empty or unreadable text counts as nothing (the field's own rule says why). */
export function centsOf(text: string | undefined): number {
  if (!text || !AMOUNT_PATTERN.test(text)) return 0;
  return Math.round(Number(text) * 100);
}

/** "a set category total overrides its items": the category's total, in cents. */
export function categoryTotalCents(category: RepairCategoryEstimate): number {
  const total = centsOf(category.total);
  if (total > 0) return total;
  return Object.values(category.items).reduce((sum, item) => sum + centsOf(item), 0);
}

/** The estimate's total: the sum of its categories' totals, in cents. */
export function estimateTotalCents(categories: RepairCategoriesEstimate): number {
  return REPAIR_CATEGORIES.reduce((sum, category) => sum + categoryTotalCents(categories[category]), 0);
}

/** Each category's total in dollars: what a request records and what a draw takes off each balance. */
export function categoryTotalsOf(categories: RepairCategoriesEstimate): Record<RepairCategory, number> {
  return Object.fromEntries(REPAIR_CATEGORIES.map((category) => [category, categoryTotalCents(categories[category]) / 100])) as Record<RepairCategory, number>;
}

/** "a category with a total above 0 cannot be expanded". */
export const categoryMayExpand = (category: RepairCategoryEstimate) => centsOf(category.total) === 0;

/** "The total cost of repairs should be greater than $ 0.00". */
export function repairsTotalProblem(categories: RepairCategoriesEstimate): string | null {
  return estimateTotalCents(categories) > 0 ? null : loanActionMessages.repairsTotalNotPositive;
}

/** "for a change order, total must not exceed the holdback balance". */
export function changeOrderTotalProblem(categories: RepairCategoriesEstimate, holdbackBalance: number | null): string | null {
  const total = estimateTotalCents(categories);
  if (total <= 0) return loanActionMessages.repairsTotalNotPositive;
  return total > Math.round((holdbackBalance ?? 0) * 100) ? loanActionMessages.repairsAboveHoldback : null;
}

/** "for a draw, a category total above its balance is invalid". */
export function drawCategoryProblem(category: RepairCategoryEstimate, balance: number): string | null {
  return categoryTotalCents(category) > Math.round(balance * 100) ? loanActionMessages.categoryAboveBalance : null;
}

/** "in draw mode categories with zero balance are hidden". */
export function drawCategoriesOf(balances: Partial<Record<RepairCategory, number>>): RepairCategory[] {
  return REPAIR_CATEGORIES.filter((category) => (balances[category] ?? 0) > 0);
}

/** "Draw total balance is the sum of category balances minus entered amounts", in cents. */
export function drawTotalBalanceCents(balances: Partial<Record<RepairCategory, number>>, categories: RepairCategoriesEstimate): number {
  return drawCategoriesOf(balances).reduce((sum, category) => sum + Math.round((balances[category] ?? 0) * 100) - categoryTotalCents(categories[category]), 0);
}

// ---- Schemas ----

/** Up to 9 digits and 2 decimals, 0 to 100,000,000: "line items numeric", with the contract's dollar range. */
const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

export function repairAmountIsValid(text: string): boolean {
  return text === '' || (AMOUNT_PATTERN.test(text) && Number(text) <= DOLLAR_MAXIMUM);
}

export const RepairAmount = v.pipe(v.string(DOLLAR_AMOUNT_MESSAGE), v.check(repairAmountIsValid, DOLLAR_AMOUNT_MESSAGE));

const categorySchema = (category: RepairCategory) =>
  v.object({
    total: RepairAmount,
    items: v.object(Object.fromEntries(lineItemsOf(category).map(([key]) => [key, v.optional(RepairAmount, ZERO_AMOUNT)]))),
  });

/** The 17 categories, each with its total and its items; no other key is taken. */
export const RepairCategoriesSchema = v.object(
  Object.fromEntries(REPAIR_CATEGORIES.map((category) => [category, categorySchema(category)])) as Record<RepairCategory, ReturnType<typeof categorySchema>>,
);

export const EstimateDescription = optionalText(ESTIMATE_DESCRIPTION_MAX, { multiLine: true });
/** "in draw mode access information is required". */
export const AccessInformation = requiredText(ESTIMATE_DESCRIPTION_MAX, { multiLine: true });
