import * as v from 'valibot';
import { formMessages } from '../messages';
import { fieldMessages } from '../testing/field-messages';
import { blankDemographics, clearDemographicsDependents, DemographicsAnswer, DemographicsBody, type DemographicsForm } from './application-demographics';

const answered: DemographicsForm = {
  denied: false,
  ethnicity: { ethnicity: 'hispanic_or_latino', origin: ['mexican', 'other'], description: 'Salvadoran' },
  races: ['native', 'asian'],
  native: { tribe: 'Navajo Nation' },
  asian: { heritage: ['korean'], description: '' },
  sex: 'female',
};

test('a complete answer passes and is answered whole', () => {
  const saved = v.parse(DemographicsBody, answered);
  expect(saved).toEqual({
    denied: false,
    ethnicity: { ethnicity: 'hispanic_or_latino', origin: ['mexican', 'other'], description: 'Salvadoran' },
    races: ['native', 'asian'],
    native: { tribe: 'Navajo Nation' },
    hawaiian: { heritage: [], description: '' },
    asian: { heritage: ['korean'], description: '' },
    sex: 'female',
  });
  expect(v.is(DemographicsAnswer, saved)).toBe(true);
});

test('"sex, ethnicity and race are required unless denied" (spec 002 §5)', () => {
  expect(fieldMessages(DemographicsBody, {})).toEqual({ 'ethnicity.ethnicity': [formMessages.required], races: [formMessages.required], sex: [formMessages.required] });
  expect(fieldMessages(DemographicsBody, { ...answered, sex: 'unknown', races: ['martian'] })).toEqual({
    sex: [formMessages.invalidChoice],
    'races.0': [formMessages.invalidChoice],
  });
});

test('an "other" origin or heritage is described', () => {
  expect(fieldMessages(DemographicsBody, { ...answered, ethnicity: { ethnicity: 'hispanic_or_latino', origin: ['other'] } })).toEqual({
    'ethnicity.description': [formMessages.required],
  });
  expect(fieldMessages(DemographicsBody, { ...answered, races: ['hawaiian'], hawaiian: { heritage: ['samoan', 'other'], description: ' ' } })).toEqual({
    'hawaiian.description': [formMessages.required],
  });
});

test('"Denying demographics replaces the model with a blank model flagged denied and skips validation" (spec 002 §4)', () => {
  expect(clearDemographicsDependents({ ...answered, denied: true })).toEqual(blankDemographics(true));
  expect(v.parse(DemographicsBody, { denied: true, sex: 'unknown', races: ['martian'], ethnicity: { ethnicity: 'x' } })).toEqual(blankDemographics(true));
});

test('"Ethnicity other clears origin" (spec 002 §4)', () => {
  const other = { ...answered, ethnicity: { ethnicity: 'other', origin: ['cuban', 'other'], description: 'Salvadoran' } };
  expect(clearDemographicsDependents(other).ethnicity).toEqual({ ethnicity: 'other', origin: [], description: '' });
  expect(v.parse(DemographicsBody, other).ethnicity).toEqual({ ethnicity: 'other', origin: [], description: '' });
});

test('"Unticking a race clears its details" (spec 002 §4)', () => {
  const unticked = { ...answered, races: ['white'], hawaiian: { heritage: ['other'], description: 'Tongan' } };
  expect(clearDemographicsDependents(unticked)).toMatchObject({
    native: { tribe: '' },
    hawaiian: { heritage: [], description: '' },
    asian: { heritage: [], description: '' },
  });
  expect(v.parse(DemographicsBody, unticked)).toMatchObject({ races: ['white'], native: { tribe: '' }, asian: { heritage: [], description: '' } });
});

test('an "other" unticked clears its description', () => {
  expect(clearDemographicsDependents({ ...answered, ethnicity: { ethnicity: 'hispanic_or_latino', origin: ['cuban'], description: 'Salvadoran' } }).ethnicity).toEqual({
    ethnicity: 'hispanic_or_latino',
    origin: ['cuban'],
    description: '',
  });
});
