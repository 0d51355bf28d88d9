import { uploadMessages } from '@portal/shared-contracts';
import { fileRefusal } from './file-checks';
import { fileOfSize, MB } from './test-files';

test('"Files: max 25 MB" (spec 001 §5): above it the file is refused with the spec\'s words', () => {
  expect(fileRefusal(fileOfSize('appraisal.pdf', 25 * MB))).toBeNull();
  expect(fileRefusal(fileOfSize('appraisal.pdf', 25 * MB + 1))).toBe('The file "appraisal.pdf" is too big, please select a file up to 25MB.');
});

test('"5 MB for xls" (spec 001 §5): spreadsheets have the smaller limit, .xlsx too, whatever the case', () => {
  expect(fileRefusal(fileOfSize('budget.xls', 5 * MB))).toBeNull();
  expect(fileRefusal(fileOfSize('budget.XLS', 5 * MB + 1))).toBe(uploadMessages.spreadsheetTooBig('budget.XLS'));
  expect(fileRefusal(fileOfSize('budget.xlsx', 30 * MB))).toBe('The file "budget.xlsx" is too big. XLS file limit is 5MB.');
  expect(fileRefusal(fileOfSize('budget.csv', 6 * MB))).toBeNull();
});

test('"empty files rejected" (spec 001 §5)', () => {
  expect(fileRefusal(fileOfSize('blank.pdf', 0))).toBe('The file "blank.pdf" is empty, please select a valid file.');
});
