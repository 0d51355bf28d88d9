import * as v from 'valibot';
import { DECLARATION_QUESTIONS } from '../enums/finances';
import { formMessages } from '../messages';
import { fieldMessages } from '../testing/field-messages';
import {
  clearDeclarationDependents,
  DECLARATION_QUESTION_TEXTS,
  DECLARATIONS_ASKED,
  DeclarationsBody,
  needsExplanation,
  type DeclarationsForm,
} from './application-declarations';

const allNo = Object.fromEntries(DECLARATIONS_ASKED.map((question) => [question, false])) as DeclarationsForm;

test('every declaration is a yes/no question; all are required but the discharge', () => {
  expect(v.parse(DeclarationsBody, allNo)).toEqual({ ...allNo, bankruptDischarged: null, explanation: '' });
  expect(fieldMessages(DeclarationsBody, {})).toEqual(Object.fromEntries(DECLARATIONS_ASKED.map((question) => [question, [formMessages.required]])));
  expect(fieldMessages(DeclarationsBody, { ...allNo, felony: 'maybe' })).toEqual({ felony: [formMessages.required] });
});

test('each question has its wording, with "Foreclosure and bankruptcy lookback is 7 years" (spec 002 §5)', () => {
  expect(Object.keys(DECLARATION_QUESTION_TEXTS).sort()).toEqual([...DECLARATION_QUESTIONS].sort());
  expect(DECLARATION_QUESTION_TEXTS.bankrupt).toBe('Have you been declared bankrupt within the past 7 years?');
  expect(DECLARATION_QUESTION_TEXTS.property).toContain('within the past 7 years');
});

test('"explanation is required if any declaration other than discharge is yes; max 500 characters" (spec 002 §5)', () => {
  expect(fieldMessages(DeclarationsBody, { ...allNo, liens: true })).toEqual({ explanation: [formMessages.required] });
  expect(fieldMessages(DeclarationsBody, { ...allNo, liens: true, explanation: 'x'.repeat(501) })).toEqual({ explanation: [formMessages.tooLong(500)] });
  expect(v.parse(DeclarationsBody, { ...allNo, liens: true, explanation: ' Paid in 2020.\nReleased. ' }).explanation).toBe('Paid in 2020.\nReleased.');
  expect(needsExplanation({ ...allNo, bankruptDischarged: true })).toBe(false);
});

test('"The discharge question is shown only when bankrupt is yes" (spec 002 §5): then it is answered', () => {
  expect(fieldMessages(DeclarationsBody, { ...allNo, bankrupt: true, explanation: 'Chapter 7 in 2021.' })).toEqual({ bankruptDischarged: [formMessages.required] });
  expect(v.parse(DeclarationsBody, { ...allNo, bankrupt: true, bankruptDischarged: true, explanation: 'Chapter 7 in 2021.' }).bankruptDischarged).toBe(true);
});

test('"bankrupt false clears bankruptDischarged" (spec 002 §4): the form and the server clear the same', () => {
  expect(clearDeclarationDependents({ ...allNo, liens: true, bankrupt: false, bankruptDischarged: true }).bankruptDischarged).toBeNull();
  expect(v.parse(DeclarationsBody, { ...allNo, liens: true, explanation: 'A lien.', bankrupt: false, bankruptDischarged: true }).bankruptDischarged).toBeNull();
});

test('"explanation is cleared when all declaration answers are no" (spec 002 §4), even one too long', () => {
  expect(clearDeclarationDependents({ ...allNo, explanation: 'Old story.' }).explanation).toBe('');
  expect(clearDeclarationDependents({ liens: false, explanation: 'Not all answered yet.' }).explanation).toBe('Not all answered yet.');
  expect(v.parse(DeclarationsBody, { ...allNo, explanation: 'x'.repeat(600) }).explanation).toBe('');
});
