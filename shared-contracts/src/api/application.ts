import * as v from 'valibot';
import { RequiredCheckbox } from '../validators';
import { APPLICATION_SECTIONS, type MissingSections } from '../application/application-sections';

/** The missing-flags map as the API answers it (`MissingSections`). */
export const MissingSectionsAnswer = v.object(
  Object.fromEntries(APPLICATION_SECTIONS.map((section) => [section, v.boolean()])) as Record<keyof MissingSections, v.BooleanSchema<undefined>>,
);

/** "Agreement: agreed" (spec 002 §3); "The agreement checkbox is required" (§5). */
export const AgreementBody = v.object({ agreed: RequiredCheckbox });
export type AgreementBody = v.InferInput<typeof AgreementBody>;
export const AgreementAnswer = v.object({ agreed: v.boolean() });
export type AgreementAnswer = v.InferOutput<typeof AgreementAnswer>;
