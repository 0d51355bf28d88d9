import * as v from 'valibot';
import { FORECLOSURE_BANKRUPTCY_LOOKBACK_YEARS, FREE_TEXT_MAX_LENGTH } from '../constants';
import type { DeclarationQuestion } from '../enums/finances';
import { formMessages } from '../messages';
import { crossFieldCheck, optionalText } from '../validators';

/*
 * The Background Information tab: the declarations (spec 002 §3 'Declarations', §5 'Declarations', §4 'Dependent
 * clearing'). Yes/no answers are held as true and false.
 */

/** The questions every borrower answers: every declaration but the discharge, which is asked only after a bankruptcy. */
export const DECLARATIONS_ASKED = ['judgements', 'liens', 'litigation', 'violation', 'property', 'lawsuit', 'loan', 'bankrupt', 'felony'] as const satisfies readonly DeclarationQuestion[];
export type DeclarationAsked = (typeof DECLARATIONS_ASKED)[number];

/**
 * "The questions' wording is not shown": the usual wording of the personal financial statement and the uniform
 * residential loan application, with the specification's "7 years for foreclosure and bankruptcy".
 */
export const DECLARATION_QUESTION_TEXTS: Record<DeclarationQuestion, string> = {
  judgements: 'Are there any outstanding judgements against you?',
  liens: 'Are there any tax liens or other liens filed against you or your property?',
  litigation: 'Are you a party to any pending litigation?',
  violation: 'Have you been cited for any building code or zoning violation on a property you own?',
  property: `Have you had property foreclosed upon or given title or deed in lieu of foreclosure within the past ${FORECLOSURE_BANKRUPTCY_LOOKBACK_YEARS} years?`,
  lawsuit: 'Are you a defendant in any lawsuit or legal action?',
  loan: 'Are you presently delinquent or in default on any federal debt or any other loan, mortgage or financial obligation?',
  bankrupt: `Have you been declared bankrupt within the past ${FORECLOSURE_BANKRUPTCY_LOOKBACK_YEARS} years?`,
  felony: 'Have you ever been convicted of a felony?',
  bankruptDischarged: 'Has the bankruptcy been discharged?',
};

/** What the Background Information form holds while the borrower answers, and what a save may send. */
export type DeclarationsForm = { [question in DeclarationQuestion]?: boolean | null } & { explanation?: string | null };

/** "explanation is required if any declaration other than discharge is yes" (spec 002 §5). */
export function needsExplanation(form: DeclarationsForm): boolean {
  return DECLARATIONS_ASKED.some((question) => form[question] === true);
}

/**
 * "bankrupt false clears bankruptDischarged"; "explanation is cleared when all declaration answers are no" (spec 002
 * §4). The server clears what the form clears.
 */
export function clearDeclarationDependents<T extends DeclarationsForm>(form: T): T {
  const cleared = { ...form };
  if (form.bankrupt !== true) cleared.bankruptDischarged = null;
  if (DECLARATIONS_ASKED.every((question) => form[question] === false)) cleared.explanation = '';
  return cleared;
}

const answer = v.boolean(formMessages.required);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const DeclarationAnswers = v.object({
  ...(Object.fromEntries(DECLARATIONS_ASKED.map((question) => [question, answer])) as Record<DeclarationAsked, typeof answer>),
  bankruptDischarged: v.optional(v.nullable(answer), null),
  /** "explanation (text, max 500)" */
  explanation: optionalText(FREE_TEXT_MAX_LENGTH, { multiLine: true }),
});
type DeclarationAnswers = v.InferOutput<typeof DeclarationAnswers>;

const DeclarationsFields = v.pipe(
  DeclarationAnswers,
  /** "The discharge question is shown only when bankrupt is yes": then it is answered. */
  crossFieldCheck<DeclarationAnswers>(['bankrupt', 'bankruptDischarged'], (input) => !input.bankrupt || input.bankruptDischarged !== null, formMessages.required, 'bankruptDischarged'),
  crossFieldCheck<DeclarationAnswers>([...DECLARATIONS_ASKED, 'explanation'], (input) => !needsExplanation(input) || input.explanation !== '', formMessages.required, 'explanation'),
);

/** `POST /users/{id}/profile/declarations`'s body: "declaration fields" (spec 002 §7), dependents cleared first. */
export const DeclarationsBody = v.pipe(v.custom<DeclarationsForm>(isObject, formMessages.required), v.transform(clearDeclarationDependents), DeclarationsFields);
export type DeclarationsBody = v.InferInput<typeof DeclarationsBody>;

/** "response declarations" (spec 002 §7), also `GET /users/{id}/profile`'s `declarations`. */
export const DeclarationsAnswer = v.object({
  ...(Object.fromEntries(DECLARATIONS_ASKED.map((question) => [question, v.boolean()])) as Record<DeclarationAsked, v.BooleanSchema<undefined>>),
  bankruptDischarged: v.nullable(v.boolean()),
  explanation: v.string(),
});
export type DeclarationsAnswer = v.InferOutput<typeof DeclarationsAnswer>;
