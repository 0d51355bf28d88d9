import * as v from 'valibot';
import { NAME_MAX_LENGTH } from '../constants';
import { AsianHeritage, Ethnicity, HawaiianHeritage, HispanicOrigin, Race, Sex } from '../enums/demographics';
import { formMessages } from '../messages';
import { crossFieldCheck, optionalText } from '../validators';

/*
 * The Demographics tab (spec 002 §3 'Demographics', §5, §4 'Dependent clearing'): the government monitoring
 * questions. Each "other" choice (origin, heritages) comes with its description, asked and required only then; the
 * tribe of the native race may be left empty, as on the uniform residential loan application.
 */

/** What the Demographics form holds while the borrower answers, and what a save may send. */
export type DemographicsForm = {
  denied?: boolean | null;
  ethnicity?: { ethnicity?: string | null; origin?: string[] | null; description?: string | null } | null;
  races?: string[] | null;
  native?: { tribe?: string | null } | null;
  hawaiian?: { heritage?: string[] | null; description?: string | null } | null;
  asian?: { heritage?: string[] | null; description?: string | null } | null;
  sex?: string | null;
};

/** The model with nothing answered: what a denial saves ("a blank model flagged denied"). */
export function blankDemographics(denied: boolean) {
  return {
    denied,
    ethnicity: { ethnicity: null, origin: [] as string[], description: '' },
    races: [] as string[],
    native: { tribe: '' },
    hawaiian: { heritage: [] as string[], description: '' },
    asian: { heritage: [] as string[], description: '' },
    sex: null,
  } satisfies DemographicsForm;
}

const includesOther = (chosen: readonly string[] | null | undefined) => (chosen ?? []).includes('other');

/**
 * "Denying demographics replaces the model with a blank model flagged denied and skips validation." "Ethnicity other
 * clears origin." "Unticking a race clears its details." (spec 002 §4). An "other" unticked clears its description.
 * The server clears what the form clears.
 */
export function clearDemographicsDependents(form: DemographicsForm): DemographicsForm {
  if (form.denied === true) return blankDemographics(true);
  const races = form.races ?? [];
  const ethnicity = form.ethnicity ?? {};
  const origin = ethnicity.ethnicity === 'other' ? [] : (ethnicity.origin ?? []);
  const heritage = (race: 'hawaiian' | 'asian') => {
    const given = races.includes(race) ? (form[race] ?? {}) : {};
    return { ...given, heritage: given.heritage ?? [], description: includesOther(given.heritage) ? given.description : '' };
  };
  return {
    ...form,
    ethnicity: { ...ethnicity, origin, description: includesOther(origin) ? ethnicity.description : '' },
    native: races.includes('native') ? (form.native ?? {}) : { tribe: '' },
    hawaiian: heritage('hawaiian'),
    asian: heritage('asian'),
  };
}

const description = optionalText(NAME_MAX_LENGTH);
const otherIsDescribed = (input: { chosen: readonly string[]; description: string }) => !includesOther(input.chosen) || input.description !== '';

const EthnicityAnswers = v.object({
  ethnicity: v.optional(v.nullable(Ethnicity), null),
  origin: v.optional(v.array(HispanicOrigin, formMessages.invalidChoice), []),
  description,
});
type EthnicityAnswers = v.InferOutput<typeof EthnicityAnswers>;

const HawaiianAnswers = v.object({ heritage: v.optional(v.array(HawaiianHeritage, formMessages.invalidChoice), []), description });
type HawaiianAnswers = v.InferOutput<typeof HawaiianAnswers>;

const AsianAnswers = v.object({ heritage: v.optional(v.array(AsianHeritage, formMessages.invalidChoice), []), description });
type AsianAnswers = v.InferOutput<typeof AsianAnswers>;

const DemographicsAnswers = v.object({
  denied: v.optional(v.boolean(), false),
  ethnicity: v.optional(
    v.pipe(
      EthnicityAnswers,
      crossFieldCheck<EthnicityAnswers>(['origin', 'description'], (input) => otherIsDescribed({ chosen: input.origin, description: input.description }), formMessages.required, 'description'),
    ),
    {},
  ),
  races: v.optional(v.array(Race, formMessages.invalidChoice), []),
  native: v.optional(v.object({ tribe: description }), {}),
  hawaiian: v.optional(
    v.pipe(
      HawaiianAnswers,
      crossFieldCheck<HawaiianAnswers>(['heritage', 'description'], (input) => otherIsDescribed({ chosen: input.heritage, description: input.description }), formMessages.required, 'description'),
    ),
    {},
  ),
  asian: v.optional(
    v.pipe(
      AsianAnswers,
      crossFieldCheck<AsianAnswers>(['heritage', 'description'], (input) => otherIsDescribed({ chosen: input.heritage, description: input.description }), formMessages.required, 'description'),
    ),
    {},
  ),
  sex: v.optional(v.nullable(Sex), null),
});
type DemographicsAnswers = v.InferOutput<typeof DemographicsAnswers>;

/** "sex, ethnicity and race are required unless denied" (spec 002 §5), each reported on its question. */
const DemographicsFields = v.pipe(
  DemographicsAnswers,
  v.forward(
    v.partialCheck([['denied'], ['ethnicity', 'ethnicity']], (input: DemographicsAnswers) => input.denied || input.ethnicity.ethnicity !== null, formMessages.required),
    ['ethnicity', 'ethnicity'],
  ),
  crossFieldCheck<DemographicsAnswers>(['denied', 'races'], (input) => input.denied || input.races.length > 0, formMessages.required, 'races'),
  crossFieldCheck<DemographicsAnswers>(['denied', 'sex'], (input) => input.denied || input.sex !== null, formMessages.required, 'sex'),
);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `POST /users/{id}/profile/demographics`'s body: "demographics" (spec 002 §7), dependents cleared first. */
export const DemographicsBody = v.pipe(v.custom<DemographicsForm>(isObject, formMessages.required), v.transform(clearDemographicsDependents), DemographicsFields);
export type DemographicsBody = v.InferInput<typeof DemographicsBody>;

/** "response demographics" (spec 002 §7), also `GET /users/{id}/profile`'s `demographics`. */
export const DemographicsAnswer = v.object({
  denied: v.boolean(),
  ethnicity: v.object({ ethnicity: v.nullable(Ethnicity), origin: v.array(HispanicOrigin), description: v.string() }),
  races: v.array(Race),
  native: v.object({ tribe: v.string() }),
  hawaiian: v.object({ heritage: v.array(HawaiianHeritage), description: v.string() }),
  asian: v.object({ heritage: v.array(AsianHeritage), description: v.string() }),
  sex: v.nullable(Sex),
});
export type DemographicsAnswer = v.InferOutput<typeof DemographicsAnswer>;
