import { missingSectionsOf, type MissingSections } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { applicationSections } from './schema';
import { countRecords } from './store';

const SAVED_ONCE = ['contact', 'finances', 'declarations', 'demographics', 'realEstateExperience'] as const;

/** The account's missing-flags map, read off what its application has saved (`missingSectionsOf`); nothing sealed is opened. */
export async function missingSectionsOfAccount(db: Database, accountId: number): Promise<MissingSections> {
  const [rows, employmentRecords] = await Promise.all([
    db.select({ section: applicationSections.section, data: applicationSections.data }).from(applicationSections).where(eq(applicationSections.accountId, accountId)),
    countRecords(db, accountId, 'employment'),
  ]);
  const saved = new Map(rows.map((row) => [row.section, row.data]));
  return missingSectionsOf({
    saved: new Set(SAVED_ONCE.filter((section) => saved.has(section))),
    employmentRecords,
    agreed: saved.get('agreement')?.agreed === true,
    signed: saved.get('application')?.signed === true,
  });
}
