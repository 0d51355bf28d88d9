/**
 * The portal's words for the Property Repairs tab, where spec 001 names the fields (§3 'propertyRepair', §5 'Repair
 * form') but gives no labels. The tab's title and every message come from `@portal/shared-contracts`; these are
 * candidates for the catalogue (see README).
 */

/** How a computed figure reads: what it adds, and whether the property search knew the existing figure. */
const futureHint = (added: string, existing: string, known: number | null | undefined) =>
  typeof known === 'number'
    ? `${added} plus the main property's ${known} existing ${existing}.`
    : `${added} only: the property search did not give the main property's existing ${existing}.`;

export const repairsTexts = {
  budget: {
    section: 'Repair budget',
    afterRepairEstimate: 'After-repair value estimate',
    totalCost: 'Total cost of repairs',
    holdback: 'Do you need a holdback for the repairs?',
  },
  estimate: {
    section: 'Estimate of Repairs',
    hint: 'Optional: work the budget out category by category, then take its total as the total cost of repairs.',
    useTotal: (total: string) => `Use ${total} as the total cost of repairs`,
  },
  progress: {
    section: 'Work done so far',
    totalAmountCompleted: 'Total amount completed',
    totalAmountRemaining: 'Total amount remaining',
  },
  additions: {
    section: 'Additions',
    hasAdditionalSqFt: 'Will the repairs add square footage?',
    additionalRooms: 'Additional bedrooms',
    additionalBathrooms: 'Additional bathrooms',
    additionalSqFt: 'Additional square feet',
    futureAdditionalRooms: 'Bedrooms after repairs',
    futureAdditionalBathrooms: 'Bathrooms after repairs',
    totalSqFtAfterRepairs: 'Total square feet after repairs',
    futureRoomsHint: (bedrooms: number | null | undefined) => futureHint('Additional bedrooms', 'bedrooms', bedrooms),
    futureBathroomsHint: (baths: number | null | undefined) => futureHint('Additional bathrooms', 'bathrooms', baths),
    totalSqFtHint: (sqft: number | null | undefined) => futureHint('Additional square feet', 'square feet', sqft),
  },
  permits: {
    section: 'Permits',
    exists: 'Are the permits for the work in place?',
    explanation: 'Please explain why the permits are not in place',
  },
} as const;
