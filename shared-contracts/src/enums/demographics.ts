import * as v from 'valibot';
import { formMessages } from '../messages';

// Demographics (spec 002 §3). The specification gives raw values only; the labels are the government monitoring
// form's usual words, which is what a borrower of a US lender expects to read (the portal's choice).

/** "ethnicity: hispanic_or_latino or other" */
export const ETHNICITIES = ['hispanic_or_latino', 'other'] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];
export const Ethnicity = v.picklist(ETHNICITIES, formMessages.invalidChoice);
/** `other` clears the origin ("Ethnicity other clears origin"), so it reads as not Hispanic or Latino. */
export const ETHNICITY_LABELS: Record<Ethnicity, string> = { hispanic_or_latino: 'Hispanic or Latino', other: 'Not Hispanic or Latino' };

/** "origin list: mexican, puerto_rican, cuban, other, description" (description is the text of other). */
export const HISPANIC_ORIGINS = ['mexican', 'puerto_rican', 'cuban', 'other'] as const;
export type HispanicOrigin = (typeof HISPANIC_ORIGINS)[number];
export const HispanicOrigin = v.picklist(HISPANIC_ORIGINS, formMessages.invalidChoice);
export const HISPANIC_ORIGIN_LABELS: Record<HispanicOrigin, string> = {
  mexican: 'Mexican',
  puerto_rican: 'Puerto Rican',
  cuban: 'Cuban',
  other: 'Other Hispanic or Latino',
};

/** "races list (native, hawaiian, asian, african, white)" */
export const RACES = ['native', 'hawaiian', 'asian', 'african', 'white'] as const;
export type Race = (typeof RACES)[number];
export const Race = v.picklist(RACES, formMessages.invalidChoice);
export const RACE_LABELS: Record<Race, string> = {
  native: 'American Indian or Alaska Native',
  hawaiian: 'Native Hawaiian or Other Pacific Islander',
  asian: 'Asian',
  african: 'Black or African American',
  white: 'White',
};

/** "hawaiian.heritage (native_hawaiian, guamanian_chamarro, samoan, other)": the raw value keeps the specification's spelling. */
export const HAWAIIAN_HERITAGES = ['native_hawaiian', 'guamanian_chamarro', 'samoan', 'other'] as const;
export type HawaiianHeritage = (typeof HAWAIIAN_HERITAGES)[number];
export const HawaiianHeritage = v.picklist(HAWAIIAN_HERITAGES, formMessages.invalidChoice);
export const HAWAIIAN_HERITAGE_LABELS: Record<HawaiianHeritage, string> = {
  native_hawaiian: 'Native Hawaiian',
  guamanian_chamarro: 'Guamanian or Chamorro',
  samoan: 'Samoan',
  other: 'Other Pacific Islander',
};

/** "asian.heritage (chinese, filipino, japanese, korean, vietnamese, indian, other)" */
export const ASIAN_HERITAGES = ['chinese', 'filipino', 'japanese', 'korean', 'vietnamese', 'indian', 'other'] as const;
export type AsianHeritage = (typeof ASIAN_HERITAGES)[number];
export const AsianHeritage = v.picklist(ASIAN_HERITAGES, formMessages.invalidChoice);
export const ASIAN_HERITAGE_LABELS: Record<AsianHeritage, string> = {
  chinese: 'Chinese',
  filipino: 'Filipino',
  japanese: 'Japanese',
  korean: 'Korean',
  vietnamese: 'Vietnamese',
  indian: 'Asian Indian',
  other: 'Other Asian',
};

/** "sex (male, female, not_provided)" */
export const SEXES = ['male', 'female', 'not_provided'] as const;
export type Sex = (typeof SEXES)[number];
export const Sex = v.picklist(SEXES, formMessages.invalidChoice);
export const SEX_LABELS: Record<Sex, string> = { male: 'Male', female: 'Female', not_provided: 'I do not wish to provide this information' };
