import { APPLICATION_TABS } from '../enums/tabs';
import {
  APPLICATION_SECTION_TAB,
  applicationAlertTab,
  APPLICATION_SECTIONS,
  firstApplicationTab,
  firstApplicationTabOfAlert,
  mayStartSigning,
  missingSectionsOf,
  sectionsBlockingSigning,
  type MissingSections,
} from './application-sections';

const nothingSaved = missingSectionsOf({ saved: new Set(), employmentRecords: 0, agreed: false, signed: false });
const complete: MissingSections = missingSectionsOf({
  saved: new Set(['contact', 'finances', 'declarations', 'demographics', 'realEstateExperience']),
  employmentRecords: 1,
  agreed: true,
  signed: true,
});
const onlyMissing = (...sections: (keyof MissingSections)[]): MissingSections =>
  Object.fromEntries(Object.keys(complete).map((section) => [section, sections.includes(section as keyof MissingSections)])) as MissingSections;

test('a section is missing until saved; employment until one record; the agreement until agreed; the application until signed', () => {
  expect(Object.values(nothingSaved).every(Boolean)).toBe(true);
  expect(Object.values(complete).some(Boolean)).toBe(false);
  expect(missingSectionsOf({ saved: new Set(['contact']), employmentRecords: 2, agreed: true, signed: false })).toMatchObject({
    contact: false,
    employment: false,
    agreement: false,
    application: true,
    declarations: true,
  });
});

test('each section sits on its tab: "Tabs in order: Introduction, Personal Information, Employment Information, Financial, Background Information, Demographics, Real Estate, Review & Submit Application"', () => {
  expect(Object.entries(APPLICATION_SECTION_TAB).map(([section, tab]) => [section, APPLICATION_TABS[tab]])).toEqual([
    ['agreement', 'Introduction'],
    ['contact', 'Personal Information'],
    ['employment', 'Employment Information'],
    ['finances', 'Financial'],
    ['declarations', 'Background Information'],
    ['demographics', 'Demographics'],
    ['realEstateExperience', 'Real Estate'],
    ['application', 'Review & Submit Application'],
  ]);
});

describe('"It opens on the tab named in query parameter tab; otherwise on the first tab whose section is missing"', () => {
  test('the tab query wins when it names a tab', () => {
    expect(firstApplicationTab(nothingSaved, '4')).toBe(4);
    expect(firstApplicationTab(complete, '0')).toBe(0);
  });

  test('a query that names no tab is ignored', () => {
    for (const query of ['', '8', '-1', '2.5', 'financial', null, undefined]) expect(firstApplicationTab(onlyMissing('demographics'), query)).toBe(5);
  });

  test('the first missing section’s tab otherwise', () => {
    expect(firstApplicationTab(nothingSaved)).toBe(0);
    expect(firstApplicationTab(onlyMissing('employment', 'realEstateExperience'))).toBe(2);
    expect(firstApplicationTab(onlyMissing('realEstateExperience', 'application'))).toBe(6);
  });

  test('"the Financial tab is skipped when choosing, so it goes to the last tab if only finance is missing"', () => {
    expect(firstApplicationTab(onlyMissing('finances'))).toBe(7);
    expect(firstApplicationTab(onlyMissing('finances', 'declarations'))).toBe(4);
    expect(firstApplicationTab(complete)).toBe(7);
  });
});

describe('"The eSign button is disabled until an entity is chosen and every section is complete (sections ignored in that check: social, application, finances and address)"', () => {
  test('finances and the application itself do not block signing', () => {
    expect(sectionsBlockingSigning(onlyMissing('finances', 'application'))).toEqual([]);
    expect(mayStartSigning(onlyMissing('finances', 'application'), true)).toBe(true);
  });

  test('an entity must be chosen', () => {
    expect(mayStartSigning(complete, false)).toBe(false);
  });

  test('"Hovering lists the missing sections", in tab order', () => {
    expect(sectionsBlockingSigning(onlyMissing('realEstateExperience', 'agreement', 'contact', 'finances'))).toEqual(['agreement', 'contact', 'realEstateExperience']);
    expect(mayStartSigning(onlyMissing('demographics'), true)).toBe(false);
  });
});

test('"Application alerts on other pages lead to BorrowerApplication with query tab": the tab of the first section blocking signing', () => {
  expect(applicationAlertTab(onlyMissing('declarations', 'realEstateExperience'))).toBe(4);
  expect(applicationAlertTab(onlyMissing('finances', 'application'))).toBeNull();
});

test('"otherwise on the first tab whose section is missing": the application alert of the signed-in bundle names that tab, for every set of missing sections', () => {
  for (let bits = 0; bits < 2 ** APPLICATION_SECTIONS.length; bits += 1) {
    const missing = onlyMissing(...APPLICATION_SECTIONS.filter((_, index) => (bits >> index) & 1));
    expect(firstApplicationTabOfAlert({ applicationTab: applicationAlertTab(missing) })).toBe(firstApplicationTab(missing));
  }
  // An alert from elsewhere that names no tab of the page: the last tab, as when nothing blocks signing.
  for (const applicationTab of [8, -1, 2.5, undefined]) expect(firstApplicationTabOfAlert({ applicationTab })).toBe(7);
});
