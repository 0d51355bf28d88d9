import { devFileEndpoints } from './endpoints/dev-files';
import { uploadMessages } from './messages';
import { extensionOf, fileRefusal, fileSizeRefusal, fileTypeRefusal, isSpreadsheet, maxBytesFor, type FileFieldRule } from './uploads';

const MB = 1024 * 1024;
const file = (name: string, size: number) => ({ name, size });

test('spec 001 §5, spec 002 §5: "Files: max 25 MB, 5 MB for xls; empty files rejected"', () => {
  expect(maxBytesFor('appraisal.pdf')).toBe(25 * MB);
  expect(maxBytesFor('budget.xls')).toBe(5 * MB);
  // The portal holds .xlsx to the spreadsheet limit too, whatever the case of the name.
  expect(maxBytesFor('budget.XLSX')).toBe(5 * MB);
  expect(maxBytesFor('budget.csv')).toBe(25 * MB);
});

test(`spec 001 §8: 'The file "{file}" is too big, please select a file up to 25MB.' above 25 MB`, () => {
  expect(fileRefusal(file('appraisal.pdf', 25 * MB))).toBeNull();
  expect(fileRefusal(file('appraisal.pdf', 25 * MB + 1))).toBe('The file "appraisal.pdf" is too big, please select a file up to 25MB.');
  expect(fileRefusal(file('no-extension', 26 * MB))).toBe(uploadMessages.tooBig('no-extension'));
});

test(`spec 001 §8: 'The file "{file}" is too big. XLS file limit is 5MB.' above 5 MB for xls (and xlsx)`, () => {
  expect(fileRefusal(file('budget.xls', 5 * MB))).toBeNull();
  expect(fileRefusal(file('budget.xls', 5 * MB + 1))).toBe('The file "budget.xls" is too big. XLS file limit is 5MB.');
  expect(fileRefusal(file('budget.XLS', 6 * MB))).toBe('The file "budget.XLS" is too big. XLS file limit is 5MB.');
  // Over both limits, a spreadsheet reads the spreadsheet message.
  expect(fileRefusal(file('budget.xlsx', 30 * MB))).toBe('The file "budget.xlsx" is too big. XLS file limit is 5MB.');
  expect(fileRefusal(file('budget.csv', 6 * MB))).toBeNull();
});

test(`spec 001 §8: 'The file "{file}" is empty, please select a valid file.' for empty files, whatever their type`, () => {
  expect(fileRefusal(file('blank.pdf', 0))).toBe('The file "blank.pdf" is empty, please select a valid file.');
  expect(fileRefusal(file('blank.xlsx', 0))).toBe('The file "blank.xlsx" is empty, please select a valid file.');
  expect(fileRefusal(file('blank.pdf', 1))).toBeNull();
});

test('a field may narrow the rule: its types, then a smaller limit with its own words; it can never raise the limits', () => {
  const photo: FileFieldRule = {
    kind: 'photo',
    types: ['jpg', 'png'],
    maxBytes: 2 * MB,
    tooBigMessage: (name) => `The photo "${name}" is over 2MB.`,
  };
  expect(fileRefusal(file('scan.pdf', MB), photo)).toBe(uploadMessages.wrongType('scan.pdf', '.jpg .png'));
  expect(fileTypeRefusal('scan.pdf', photo)).toBe('The file "scan.pdf" is not of an accepted type (.jpg .png).');
  expect(fileTypeRefusal('roof.PNG', photo)).toBeNull();
  expect(fileRefusal(file('roof.png', 2 * MB), photo)).toBeNull();
  expect(fileRefusal(file('roof.png', 2 * MB + 1), photo)).toBe('The photo "roof.png" is over 2MB.');
  // The type is checked first: a file of the wrong type is refused for that, whatever its size.
  expect(fileRefusal(file('scan.pdf', 0), photo)).toBe('The file "scan.pdf" is not of an accepted type (.jpg .png).');
  // Empty still reads the spec's words.
  expect(fileRefusal(file('roof.png', 0), photo)).toBe(uploadMessages.empty('roof.png'));

  const generous: FileFieldRule = { kind: 'archive', maxBytes: 100 * MB, tooBigMessage: () => 'never shown' };
  expect(maxBytesFor('photos.zip', generous)).toBe(25 * MB);
  expect(fileSizeRefusal('photos.zip', 26 * MB, generous)).toBe(uploadMessages.tooBig('photos.zip'));
  expect(fileSizeRefusal('budget.xls', 6 * MB, generous)).toBe(uploadMessages.spreadsheetTooBig('budget.xls'));
});

test('spec 002 §5: a field words its own type refusal ("Please choose an image file. (Accepting.png .bmp .jpg .svg)")', () => {
  const picture: FileFieldRule = {
    kind: 'profile_picture',
    types: ['png', 'bmp', 'jpeg', 'jpg', 'svg'],
    wrongTypeMessage: () => 'Please choose an image file. (Accepting.png .bmp .jpg .svg)',
  };
  expect(fileRefusal(file('me.gif', MB), picture)).toBe('Please choose an image file. (Accepting.png .bmp .jpg .svg)');
  expect(fileRefusal(file('me.jpeg', MB), picture)).toBeNull();
});

test('extensions are read from the last dot, in lower case', () => {
  expect(extensionOf('Report.Final.XLSX')).toBe('xlsx');
  expect(extensionOf('README')).toBe('');
  expect(isSpreadsheet('budget.Xls')).toBe(true);
  expect(isSpreadsheet('budget.xls.pdf')).toBe(false);
});

test("the kit's upload endpoint takes one file field under the general rule", () => {
  expect(devFileEndpoints.upload.files).toEqual({ file: { kind: 'kit_sample' } });
  expect(fileRefusal(file('sample.pdf', 26 * MB), devFileEndpoints.upload.files?.file)).toBe(uploadMessages.tooBig('sample.pdf'));
});
