import * as v from 'valibot';
import { OWNERSHIP_PERCENTAGE_PLACEHOLDER } from '../constants';
import { DOLLAR_AMOUNT_MESSAGE } from '../validators';
import { PROPERTY_TYPES } from '../enums/deals';
import { experienceEndpoints } from '../endpoints/application-experience';
import { applicationMessages, formMessages } from '../messages';
import {
  EXPERIENCE_COUNTS,
  RealEstateExperienceAnswer,
  RealEstateExperienceBody,
  realEstateExperienceFieldsToClear,
  realEstateMessages,
  RealEstateOperationBody,
  realEstateOperationFieldsToClear,
  realEstateOperationRecordOf,
  withRealEstateOperationCleared,
  type RealEstateExperienceForm,
  type RealEstateOperationForm,
} from './application-real-estate';

function errorsOf(schema: v.GenericSchema, body: unknown): Record<string, string> {
  const result = v.safeParse(schema, body);
  if (result.success) return {};
  // As the API and the forms report them: a missing field is a required one.
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.input === undefined && issue.path ? formMessages.required : issue.message]));
}

const experience: RealEstateExperienceForm = {
  flipsLastYear: 2,
  flipsLastThreeYear: '5',
  flipsNextYear: 3,
  flipsLifetime: 12,
  flipsConstructionLifetime: 1,
  flipsConstructionLastThreeYears: 1,
  flipsConstructionLastTwoYears: 0,
  managesProperty: true,
  rentalOwned: 4,
  rentalHeldMoreThanOneYear: 3,
  rentalManagementCourseComplete: true,
  rentalManagementCourseDate: '2021-06-30',
  rentalManagementCourseName: 'Landlord Basics',
  propertyManager: 'Self',
  averagePurchasePrice: 250000,
  averageRehabBudget: '40000',
};

describe('real estate experience', () => {
  test('the experience is kept as numbers, yes/no answers, the course and the averages', () => {
    const body = v.parse(RealEstateExperienceBody, experience);
    expect(body).toMatchObject({ flipsLastThreeYear: 5, averageRehabBudget: 40000, rentalManagementCourseDate: '2021-06-30' });
    expect(v.is(RealEstateExperienceAnswer, body)).toBe(true);
  });

  test('every count is a whole number from 0 to 10,000, required', () => {
    for (const field of EXPERIENCE_COUNTS) {
      expect(errorsOf(RealEstateExperienceBody, { ...experience, [field]: undefined })).toEqual({ [field]: formMessages.required });
      expect(errorsOf(RealEstateExperienceBody, { ...experience, [field]: '' })).toEqual({ [field]: formMessages.required });
    }
    for (const wrong of [-1, 1.5, '2.5', 'ten', 10_001]) {
      expect(errorsOf(RealEstateExperienceBody, { ...experience, rentalOwned: wrong })).toEqual({ rentalOwned: realEstateMessages.count });
    }
    expect(errorsOf(RealEstateExperienceBody, { ...experience, rentalOwned: '10000', flipsLifetime: 0 })).toEqual({});
    expect(realEstateMessages.count).toBe('Please enter a whole number from 0 to 10,000.');
  });

  test('managesProperty and rentalManagementCourseComplete are yes/no answers, required', () => {
    expect(errorsOf(RealEstateExperienceBody, { ...experience, managesProperty: undefined, rentalManagementCourseComplete: 'yes' })).toEqual({
      managesProperty: formMessages.required,
      rentalManagementCourseComplete: formMessages.required,
    });
  });

  test('"Rental management course not complete clears its date and name."', () => {
    expect(realEstateExperienceFieldsToClear({ rentalManagementCourseComplete: false })).toEqual(['rentalManagementCourseDate', 'rentalManagementCourseName']);
    expect(realEstateExperienceFieldsToClear({ rentalManagementCourseComplete: true })).toEqual([]);
    const body = v.parse(RealEstateExperienceBody, { ...experience, rentalManagementCourseComplete: false, rentalManagementCourseDate: 'not a date' });
    expect(body).toMatchObject({ rentalManagementCourseDate: null, rentalManagementCourseName: '' });
  });

  test('a complete course needs its date and name', () => {
    expect(errorsOf(RealEstateExperienceBody, { ...experience, rentalManagementCourseDate: '', rentalManagementCourseName: ' ' })).toEqual({
      rentalManagementCourseDate: formMessages.required,
      rentalManagementCourseName: formMessages.required,
    });
  });

  test('the averages and the property manager may be left empty; an average follows the "Dollar field" rule', () => {
    const body = v.parse(RealEstateExperienceBody, { ...experience, averagePurchasePrice: undefined, averageRehabBudget: '', propertyManager: undefined });
    expect(body).toMatchObject({ averagePurchasePrice: null, averageRehabBudget: null, propertyManager: '' });
    expect(errorsOf(RealEstateExperienceBody, { ...experience, averagePurchasePrice: 100_000_001 })).toEqual({ averagePurchasePrice: DOLLAR_AMOUNT_MESSAGE });
  });
});

const operation: RealEstateOperationForm = {
  propertyAddress: { address: '12 Oak Ave', unit: '', city: 'Dallas', state: 'TX', zipCode: '75201' },
  ownershipPercentage: OWNERSHIP_PERCENTAGE_PLACEHOLDER,
  propertyType: 'single_family',
  purchaseDate: '2022-03-15',
  purchasePrice: 180000,
  saleDate: '2022-11-01',
  salePrice: 260000,
  loan: true,
  mortgage: { lenderName: 'First Bank', balance: 120000, monthlyPayment: 1100 },
};

describe('real estate operations', () => {
  test('a property is kept with its address, share, type, purchase, sale and mortgage', () => {
    expect(realEstateOperationRecordOf(v.parse(RealEstateOperationBody, operation))).toEqual({ ...operation, ownershipPercentage: 51 });
  });

  test('"ownershipPercentage between 0.01 and 100 (placeholder 51.00)"', () => {
    for (const wrong of ['0', 0.009, '100.01', 'half']) {
      expect(errorsOf(RealEstateOperationBody, { ...operation, ownershipPercentage: wrong })).toEqual({ ownershipPercentage: formMessages.ownershipPercentage });
    }
    expect(errorsOf(RealEstateOperationBody, { ...operation, ownershipPercentage: '0.01' })).toEqual({});
    expect(errorsOf(RealEstateOperationBody, { ...operation, ownershipPercentage: 100 })).toEqual({});
  });

  test('"propertyType (commercial, condo, land, multi_unit, single_family)"', () => {
    expect(PROPERTY_TYPES).toEqual(['commercial', 'condo', 'land', 'multi_unit', 'single_family']);
    expect(errorsOf(RealEstateOperationBody, { ...operation, propertyType: 'sfr' })).toEqual({ propertyType: formMessages.invalidChoice });
    expect(errorsOf(RealEstateOperationBody, { ...operation, propertyType: undefined })).toEqual({ propertyType: formMessages.required });
  });

  test('"Sale date before purchase date: \'This date is less than the Purchase date, please change it.\'"', () => {
    expect(errorsOf(RealEstateOperationBody, { ...operation, saleDate: '2022-03-14' })).toEqual({ saleDate: applicationMessages.saleBeforePurchase });
    expect(applicationMessages.saleBeforePurchase).toBe('This date is less than the Purchase date, please change it.');
    expect(errorsOf(RealEstateOperationBody, { ...operation, saleDate: '03/15/2022' })).toEqual({});
  });

  test('the sale is optional, and a sale price goes with a sale date', () => {
    expect(realEstateOperationFieldsToClear({ loan: true, saleDate: '' })).toEqual(['salePrice']);
    const kept = v.parse(RealEstateOperationBody, { ...operation, saleDate: undefined, salePrice: 999 });
    expect(kept.saleDate).toBeNull();
    expect(kept.salePrice).toBeUndefined();
    expect(realEstateOperationRecordOf(kept)).toMatchObject({ saleDate: null, salePrice: null });
  });

  test('"Mortgage sub-form is validated only when a loan is declared"', () => {
    expect(errorsOf(RealEstateOperationBody, { ...operation, mortgage: undefined })).toEqual({
      'mortgage.lenderName': formMessages.required,
      'mortgage.balance': formMessages.required,
      'mortgage.monthlyPayment': formMessages.required,
    });
    expect(errorsOf(RealEstateOperationBody, { ...operation, mortgage: { lenderName: 'First Bank', balance: 'lots', monthlyPayment: 10 } })).toEqual({
      'mortgage.balance': DOLLAR_AMOUNT_MESSAGE,
    });
    expect(errorsOf(RealEstateOperationBody, { ...operation, loan: false, mortgage: { balance: 'lots' } })).toEqual({});
  });

  test('"No loan on a property removes the mortgage holder"', () => {
    expect(realEstateOperationFieldsToClear({ loan: false, saleDate: '2022-11-01' })).toEqual(['mortgage']);
    expect(withRealEstateOperationCleared({ ...operation, loan: false })).not.toHaveProperty('mortgage');
    expect(realEstateOperationRecordOf(v.parse(RealEstateOperationBody, { ...operation, loan: false })).mortgage).toBeNull();
  });

  test('an empty property says what is required', () => {
    expect(Object.keys(errorsOf(RealEstateOperationBody, {})).sort()).toEqual(['loan', 'ownershipPercentage', 'propertyAddress', 'propertyType', 'purchaseDate', 'purchasePrice']);
    expect(errorsOf(RealEstateOperationBody, { ...operation, propertyAddress: { city: 'Dallas' } })).toEqual({
      'propertyAddress.address': formMessages.required,
      'propertyAddress.state': formMessages.required,
      'propertyAddress.zipCode': formMessages.required,
    });
  });

  test('the calls: "POST /users/{id}/profile/real_estate_experience", "POST /users/{id}/profile/real_estate_operation", "DELETE /users/{id}/profile/real_estate_operation/{id}"', () => {
    expect(experienceEndpoints.saveExperience).toMatchObject({ method: 'POST', path: '/users/{id}/profile/real_estate_experience', access: { verified: true } });
    expect(experienceEndpoints.addOperation).toMatchObject({ method: 'POST', path: '/users/{id}/profile/real_estate_operation', access: { verified: true } });
    expect(experienceEndpoints.deleteOperation).toMatchObject({ method: 'DELETE', path: '/users/{id}/profile/real_estate_operation/{operationId}' });
  });
});
