import { missingSectionsOf, type MissingSections } from '@portal/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { applicationSections } from './schema';
import { EMPLOYMENT_KIND } from './experience/employment';
import { countRecords, type WholeApplication } from './store';

const SAVED_ONCE = ['contact', 'finances', 'declarations', 'demographics', 'realEstateExperience'] as const;

const savedSectionsStatement = preparedStatement(
  'saved_sections_of_account',
  (db, name) =>
    db
      .select({ section: applicationSections.section, data: applicationSections.data })
      .from(applicationSections)
      .where(eq(applicationSections.accountId, sql.placeholder('accountId')))
      .prepare(name),
);

/** The account's missing-flags map, read off what its application has saved (`missingSectionsOf`); nothing sealed is opened. */
export async function missingSectionsOfAccount(db: Database, accountId: number): Promise<MissingSections> {
  const [rows, employmentRecords] = await Promise.all([savedSectionsStatement(db).execute({ accountId }), countRecords(db, accountId, EMPLOYMENT_KIND)]);
  return missingSectionsOfSaved(new Map(rows.map((row) => [row.section, row.data])), employmentRecords);
}

/** The same map, off the application already read whole (the profile). */
export function missingSectionsIn(application: WholeApplication): MissingSections {
  return missingSectionsOfSaved(application.savedData, application.recordKinds.filter((kind) => kind === EMPLOYMENT_KIND).length);
}

function missingSectionsOfSaved(saved: ReadonlyMap<string, Record<string, unknown>>, employmentRecords: number): MissingSections {
  return missingSectionsOf({
    saved: new Set(SAVED_ONCE.filter((section) => saved.has(section))),
    employmentRecords,
    agreed: saved.get('agreement')?.agreed === true,
    signed: saved.get('application')?.signed === true,
  });
}
