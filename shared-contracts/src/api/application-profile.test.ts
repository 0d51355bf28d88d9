import { missingSectionsOfProfile, type ApplicationProfile } from './application-profile';

const empty: Omit<ApplicationProfile, 'missing'> = {
  agreement: null,
  contact: null,
  employment: [],
  finances: null,
  assets: {} as ApplicationProfile['assets'],
  liabilities: {} as ApplicationProfile['liabilities'],
  declarations: null,
  demographics: null,
  realEstateExperience: null,
  realEstateOperation: [],
  application: null,
};

test('the portal reads the missing-flags map off a profile by the API’s rule: a section is missing until saved', () => {
  expect(Object.values(missingSectionsOfProfile(empty)).every(Boolean)).toBe(true);
  const saved = missingSectionsOfProfile({
    ...empty,
    agreement: { agreed: true },
    declarations: {} as ApplicationProfile['declarations'],
    employment: [{}] as ApplicationProfile['employment'],
    application: { type: 'entity', entity: 3, signed: false },
  });
  expect(saved).toMatchObject({ agreement: false, declarations: false, employment: false, application: true, contact: true, finances: true });
});
