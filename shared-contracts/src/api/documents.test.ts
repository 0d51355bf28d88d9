import * as v from 'valibot';
import { documentMessages, formMessages } from '../messages';
import { fieldMessages } from '../testing/field-messages';
import {
  AccountDocumentUploadBody,
  BankStatementPackageBody,
  bankStatementMonthsRefusal,
  DocumentZipQuery,
  financialStatementUploaded,
  monthName,
  myDocumentsRows,
  offersZipDownload,
  twoPriorMonths,
} from './documents';

test('"These types are excluded from the table: Plaid, Privacy Choices, Privacy Notice, Credit Authorization, Financial Statement, Bank Statement, Tax Returns, Borrower 1098 Form, Borrower Stated Experience." (spec 002 §2.2)', () => {
  const types = [
    'Plaid',
    'Privacy Choices',
    'Privacy Notice',
    'Credit Authorization',
    'Financial Statement',
    'Bank Statement',
    'Tax Returns',
    'Borrower 1098 Form',
    'Borrower Stated Experience',
    'Photo ID',
    '1098 Form 2025',
    'Business Tax Returns 2025',
  ];
  expect(myDocumentsRows(types.map((type) => ({ type }))).map((row) => row.type)).toEqual(['Photo ID', '1098 Form 2025', 'Business Tax Returns 2025']);
});

test('"A zip download button appears when the type is not tax returns." (spec 002 §2.2)', () => {
  expect(offersZipDownload('Photo ID')).toBe(true);
  expect(offersZipDownload('1098 Form 2025')).toBe(true);
  expect(offersZipDownload('Tax Returns')).toBe(false);
  expect(offersZipDownload('Business Tax Returns 2025')).toBe(false);
  expect(offersZipDownload('Personal tax return 2024')).toBe(false);
});

test('"The application\'s financial tab counts the statement as uploaded when a Financial Statement document has a submitted count above zero."', () => {
  expect(financialStatementUploaded([{ type: 'Financial Statement', submittedCount: 1 }])).toBe(true);
  expect(financialStatementUploaded([{ type: 'Financial Statement', submittedCount: 0 }])).toBe(false);
  expect(financialStatementUploaded([{ type: 'Bank Statement', submittedCount: 3 }])).toBe(false);
  expect(financialStatementUploaded([])).toBe(false);
});

describe('upload /users/{id}/docs | type, doc_date, net_worth, file (spec 002 §5, §7)', () => {
  test('"Financial statement upload: net worth and document date are required."', () => {
    expect(fieldMessages(AccountDocumentUploadBody, { type: 'Financial Statement' })).toEqual({ doc_date: [formMessages.required], net_worth: [formMessages.required] });
    expect(fieldMessages(AccountDocumentUploadBody, { type: 'Financial Statement', doc_date: '', net_worth: '' })).toEqual({
      doc_date: [formMessages.required],
      net_worth: [formMessages.required],
    });
    expect(v.parse(AccountDocumentUploadBody, { type: 'Financial Statement', doc_date: '10/31/2026', net_worth: '1250000' })).toEqual({
      type: 'Financial Statement',
      doc_date: '2026-10-31',
      net_worth: 1250000,
    });
  });

  test('the net worth is a dollar field: "value 0 to 100,000,000, else \'Please input a dollar amount between $0 and $100,000,000\'"', () => {
    expect(fieldMessages(AccountDocumentUploadBody, { type: 'Financial Statement', doc_date: '2026-10-31', net_worth: '100000001' })).toEqual({
      net_worth: ['Please input a dollar amount between $0 and $100,000,000'],
    });
  });

  test('other types need only the type', () => {
    expect(fieldMessages(AccountDocumentUploadBody, { type: 'Photo ID' })).toEqual({});
    expect(fieldMessages(AccountDocumentUploadBody, { type: '  ' })).toEqual({ type: [formMessages.required] });
    expect(fieldMessages(AccountDocumentUploadBody, { type: 'x'.repeat(101) })).toEqual({ type: [formMessages.tooLong(100)] });
  });
});

describe('the bank statement package (spec 002 §5)', () => {
  test('"Bank statement package: all fields required (\'All fields are required.\')"', () => {
    expect(fieldMessages(BankStatementPackageBody, { type: 'Bank Statement', file1Date: '', file2Date: '' })).toEqual({
      file1Date: [documentMessages.allFieldsRequired],
      file2Date: [documentMessages.allFieldsRequired],
    });
    expect(v.parse(BankStatementPackageBody, { type: 'Bank Statement', file1Date: '09/30/2026', file2Date: '2026-10-31' })).toEqual({
      type: 'Bank Statement',
      file1Date: '2026-09-30',
      file2Date: '2026-10-31',
    });
  });

  test('"two files with two dates, and two prior months required when none exist"', () => {
    const today = '2026-11-25';
    expect(twoPriorMonths(today)).toEqual(['2026-09', '2026-10']);
    expect(twoPriorMonths('2026-01-05')).toEqual(['2025-11', '2025-12']);
    expect(twoPriorMonths('2026-02-28')).toEqual(['2025-12', '2026-01']);
    expect(monthName('2026-09')).toBe('September 2026');

    expect(bankStatementMonthsRefusal(['2026-10-31', '2026-09-30'], { today, statementsOnFile: 0 })).toBeNull();
    expect(bankStatementMonthsRefusal(['2026-08-31', '2026-10-31'], { today, statementsOnFile: 0 })).toBe(
      'Your first bank statements must be those of September 2026 and October 2026.',
    );
    expect(bankStatementMonthsRefusal(['2026-10-01', '2026-10-31'], { today, statementsOnFile: 0 })).toBe(documentMessages.twoPriorMonths(['September 2026', 'October 2026']));
    // With statements on file, any two days up to today.
    expect(bankStatementMonthsRefusal(['2026-08-31', '2026-10-31'], { today, statementsOnFile: 2 })).toBeNull();
    expect(bankStatementMonthsRefusal(['2026-10-31', '2026-10-31'], { today, statementsOnFile: 2 })).toBe(documentMessages.twoStatementDates);
    expect(bankStatementMonthsRefusal(['2026-11-26', '2026-10-31'], { today, statementsOnFile: 2 })).toBe(documentMessages.statementInFuture);
  });
});

test('"GET /users/{id}/docs/get_zip/{type} | query files, n": files narrows the zip to some ids, n is a cache breaker', () => {
  expect(v.parse(DocumentZipQuery, {})).toEqual({});
  expect(v.parse(DocumentZipQuery, { files: '3,12', n: '1764000000000' })).toEqual({ files: [3, 12], n: '1764000000000' });
  expect(fieldMessages(DocumentZipQuery, { files: '3,x' })).toEqual({ files: [formMessages.invalidNumber] });
  expect(fieldMessages(DocumentZipQuery, { files: '' })).toEqual({ files: [formMessages.invalidNumber] });
});
