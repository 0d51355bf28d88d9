import { APPLICATION_TABS } from '../enums/tabs';

/*
 * The application's sections and the tabs that hold them (spec 002 §2.4, §3 'Profile (whole)', §4 'Application
 * signing'). A section is missing until the borrower has saved it (every save is checked whole by its schema):
 * employment until one record exists, the agreement until it is agreed, the application until it is signed.
 */

/** The sections of the profile's missing-flags map ("The exact shape of the missing-flags map is not shown"). */
export const APPLICATION_SECTIONS = [
  'agreement',
  'contact',
  'employment',
  'finances',
  'declarations',
  'demographics',
  'realEstateExperience',
  'application',
] as const;
export type ApplicationSection = (typeof APPLICATION_SECTIONS)[number];

/** The missing-flags map: true while a section is missing. */
export type MissingSections = Record<ApplicationSection, boolean>;

/**
 * The tab that holds each section, by its index in `APPLICATION_TABS`. The agreement is the Introduction's checkbox
 * ("agreement 1": agreeing moves on to tab 1), the signed application is the last tab's ("application 7").
 */
export const APPLICATION_SECTION_TAB: Record<ApplicationSection, number> = {
  agreement: 0,
  contact: 1,
  employment: 2,
  finances: 3,
  declarations: 4,
  demographics: 5,
  realEstateExperience: 6,
  application: 7,
};

/** The section names as "{Section} updated." and the missing sections' list say them. */
export const APPLICATION_SECTION_LABELS: Record<ApplicationSection, string> = {
  agreement: 'Agreement',
  contact: 'Personal Information',
  employment: 'Employment Information',
  finances: 'Financial',
  declarations: 'Background Information',
  demographics: 'Demographics',
  realEstateExperience: 'Real Estate',
  application: 'Application',
};

/** What the API knows of each section to decide whether it is missing. */
export interface SavedSections {
  /** Sections saved at least once (each save is checked whole, so a saved section is complete). */
  saved: ReadonlySet<'contact' | 'finances' | 'declarations' | 'demographics' | 'realEstateExperience'>;
  employmentRecords: number;
  agreed: boolean;
  signed: boolean;
}

export function missingSectionsOf({ saved, employmentRecords, agreed, signed }: SavedSections): MissingSections {
  return {
    agreement: !agreed,
    contact: !saved.has('contact'),
    employment: employmentRecords === 0,
    finances: !saved.has('finances'),
    declarations: !saved.has('declarations'),
    demographics: !saved.has('demographics'),
    realEstateExperience: !saved.has('realEstateExperience'),
    application: !signed,
  };
}

/**
 * "It opens on the tab named in query parameter tab; otherwise on the first tab whose section is missing (the
 * Financial tab is skipped when choosing, so it goes to the last tab if only finance is missing)." (spec 002 §2.4)
 */
export function firstApplicationTab(missing: MissingSections, tabQuery?: string | null): number {
  const asked = tabQuery === undefined || tabQuery === null || tabQuery.trim() === '' ? NaN : Number(tabQuery);
  if (Number.isInteger(asked) && asked >= 0 && asked < APPLICATION_TABS.length) return asked;
  const candidates = APPLICATION_SECTIONS.filter((section) => section !== 'finances' && section !== 'application' && missing[section]);
  const tabs = candidates.map((section) => APPLICATION_SECTION_TAB[section]);
  return tabs.length > 0 ? Math.min(...tabs) : APPLICATION_SECTION_TAB.application;
}

/** "sections ignored in that check: social, application, finances and address" (spec 002 §4 'Application signing'). */
export const SECTIONS_IGNORED_BY_SIGNING: readonly ApplicationSection[] = ['application', 'finances'];

/** The sections still missing before eSign may start ("Hovering lists the missing sections"), in tab order. */
export function sectionsBlockingSigning(missing: MissingSections): ApplicationSection[] {
  return APPLICATION_SECTIONS.filter((section) => missing[section] && !SECTIONS_IGNORED_BY_SIGNING.includes(section));
}

/** "The eSign button is disabled until an entity is chosen and every section is complete." */
export function mayStartSigning(missing: MissingSections, entityChosen: boolean): boolean {
  return entityChosen && sectionsBlockingSigning(missing).length === 0;
}

/** The application alert's tab (spec 002 §2: "Application alerts on other pages lead to BorrowerApplication with query tab"). */
export function applicationAlertTab(missing: MissingSections): number | null {
  const blocking = sectionsBlockingSigning(missing);
  return blocking.length > 0 ? APPLICATION_SECTION_TAB[blocking[0]!] : null;
}

/**
 * "otherwise on the first tab whose section is missing", as the signed-in bundle's application alert names it (the
 * alert's tab, the last tab when there is none): the same tab as `firstApplicationTab` of the sections the alert was
 * read from, known before the application's profile has arrived.
 */
export function firstApplicationTabOfAlert(alerts: { applicationTab?: number | null }): number {
  const tab = alerts.applicationTab;
  return typeof tab === 'number' && Number.isInteger(tab) && tab >= 0 && tab < APPLICATION_TABS.length ? tab : APPLICATION_SECTION_TAB.application;
}
