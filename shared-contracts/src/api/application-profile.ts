import * as v from 'valibot';
import { missingSectionsOf, type MissingSections } from '../application/application-sections';
import { AgreementAnswer, MissingSectionsAnswer } from './application';
import { ContactAnswer } from './application-contact';
import { DeclarationsAnswer } from './application-declarations';
import { DemographicsAnswer } from './application-demographics';
import { EmploymentAnswer } from './application-employment';
import { AssetsAnswer, LiabilitiesAnswer } from './application-finance-items';
import { FinancesAnswer } from './application-finances';
import { RealEstateExperienceAnswer, RealEstateOperationAnswer } from './application-real-estate';
import { ApplicationAnswer } from './application-signing';

/**
 * `GET /users/{id}/profile`: "contact, social, address, declarations, employment, demographics, realEstateExperience,
 * realEstateOperation, application, agreement, a missing-flags map, finances" (spec 002 §3 'Profile (whole)'), each
 * section as its save answers it (null, or an empty list, before the first save). Social is the Settings page's
 * (`settingsEndpoints.social`) and the address is the contact's; the finances' items are `assets` and `liabilities`.
 */
export const ApplicationProfile = v.object({
  agreement: v.nullable(AgreementAnswer),
  contact: v.nullable(ContactAnswer),
  employment: EmploymentAnswer,
  finances: v.nullable(FinancesAnswer),
  assets: AssetsAnswer,
  liabilities: LiabilitiesAnswer,
  declarations: v.nullable(DeclarationsAnswer),
  demographics: v.nullable(DemographicsAnswer),
  realEstateExperience: v.nullable(RealEstateExperienceAnswer),
  realEstateOperation: RealEstateOperationAnswer,
  application: v.nullable(ApplicationAnswer),
  missing: MissingSectionsAnswer,
});
export type ApplicationProfile = v.InferOutput<typeof ApplicationProfile>;

/** The missing-flags map of a profile as the portal holds it after a save: the API's rule (`missingSectionsOf`), read off the answers. */
export function missingSectionsOfProfile(profile: Omit<ApplicationProfile, 'missing'>): MissingSections {
  const savedOnce = (['contact', 'finances', 'declarations', 'demographics', 'realEstateExperience'] as const).filter((section) => profile[section] !== null);
  return missingSectionsOf({
    saved: new Set(savedOnce),
    employmentRecords: profile.employment.length,
    agreed: profile.agreement?.agreed === true,
    signed: profile.application?.signed === true,
  });
}
