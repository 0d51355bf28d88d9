import { fieldMessages } from '../testing/field-messages';
import { ChangePasswordForm, isWebAddress, Social } from './settings';
import { ProfilePictureParams } from './profile-picture';
import { settingsEndpoints } from '../endpoints/settings';
import { fileRefusal } from '../uploads';

test('"Password (Change Password tab): minimum 8 characters; confirmation must match (\'Passwords must match\')" (spec 002 §5)', () => {
  expect(fieldMessages(ChangePasswordForm, { currentPassword: 'Demo1234!', password: 'New-pass-1', password2: 'New-pass-1' })).toEqual({});
  expect(fieldMessages(ChangePasswordForm, { currentPassword: '', password: 'short', password2: 'short' })).toEqual({
    currentPassword: ['This field is required!'],
    password: ['Your password must have at least 8 characters.'],
  });
  expect(fieldMessages(ChangePasswordForm, { currentPassword: 'Demo1234!', password: 'New-pass-1', password2: 'New-pass-2' })).toEqual({ password2: ['Passwords must match'] });
});

test('"Profile picture: types png, bmp, jpeg, jpg, svg; max 25 MB" with the spec\'s two messages', () => {
  const rule = settingsEndpoints.uploadProfilePicture.files.file;
  for (const name of ['me.png', 'me.bmp', 'me.jpeg', 'me.JPG', 'me.svg']) expect(fileRefusal({ name, size: 1024 }, rule)).toBeNull();
  expect(fileRefusal({ name: 'me.gif', size: 1024 }, rule)).toBe('Please choose an image file. (Accepting.png .bmp .jpg .svg)');
  expect(fileRefusal({ name: 'me.pdf', size: 1024 }, rule)).toBe('Please choose an image file. (Accepting.png .bmp .jpg .svg)');
  expect(fileRefusal({ name: 'me.png', size: 25 * 1024 * 1024 }, rule)).toBeNull();
  expect(fileRefusal({ name: 'me.png', size: 25 * 1024 * 1024 + 1 }, rule)).toBe('Your file is too big, please select an image under 25MB.');
  expect(fileRefusal({ name: 'me.png', size: 0 }, rule)).toBe('The file "me.png" is empty, please select a valid file.');
});

test('"Social media form: linkedin, facebook, instagram, twitter": each optional, a web address when given', () => {
  const none = { linkedin: '', facebook: '', instagram: '', twitter: '' };
  expect(fieldMessages(Social, none)).toEqual({});
  expect(fieldMessages(Social, { ...none, linkedin: 'https://www.linkedin.com/in/ann-borrower' })).toEqual({});
  expect(fieldMessages(Social, { ...none, twitter: 'javascript:alert(1)', facebook: 'facebook' })).toEqual({
    twitter: ['Please enter a web address starting with https://.'],
    facebook: ['Please enter a web address starting with https://.'],
  });
  expect(fieldMessages(Social, { ...none, instagram: `https://instagram.com/${'a'.repeat(240)}` })).toEqual({ instagram: ['Please use at most 255 characters.'] });
  expect(isWebAddress('http://example.com/ann')).toBe(true);
  expect(isWebAddress('https://localhost')).toBe(false);
  expect(isWebAddress('data:text/html,hi')).toBe(false);
});

test('a picture reference is 16 hexadecimal digits: nothing else reaches the path', () => {
  expect(fieldMessages(ProfilePictureParams, { id: '7', picture: '0123456789abcdef' })).toEqual({});
  expect(fieldMessages(ProfilePictureParams, { id: '7', picture: '../etc/passwd' })).toEqual({ picture: ['Please choose one of the options.'] });
});
