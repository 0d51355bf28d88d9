import { ProfilePictureResponse, SignedInBundle, SocialResponse } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { storedFiles } from '../files/schema';
import { addPerson, lastEmailTo, multipart, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { users } from '../accounts/schema';
import { openAccount } from '../accounts/accounts';

let api: TestApi;
let ann: string;
beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
});
afterAll(() => api.close());

const annsUrl = (path: string) => `/users/${api.demo.borrower.id}/${path}`;

describe('POST /users/{id}/change_password', () => {
  /** A verified owner of their own, so that changing the password does not touch the demo accounts. */
  async function owner(email: string) {
    const person = await addPerson(api.db, { email, password: 'Old-pass-1' });
    await api.db.update(users).set({ verified: true }).where(eq(users.id, person.id));
    await openAccount(api.db, { ownerUserId: person.id, name: 'Test Person' });
    return person;
  }
  const change = (userId: number, token: string, body: object) => api.app.inject({ method: 'POST', url: `/users/${userId}/change_password`, payload: body, ...withSession(token) });

  test('"Password reset successfully."; the other sessions end, this one goes on, the new password signs in and an e-mail tells the person', async () => {
    const person = await owner('changes.password@demo.test');
    const here = (await signIn(api.app, person.email, 'Old-pass-1')).token;
    const elsewhere = (await signIn(api.app, person.email, 'Old-pass-1')).token;

    const response = await change(person.id, here, { currentPassword: 'Old-pass-1', password: 'New-pass-22', password2: 'New-pass-22' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password reset successfully.' });

    const bundle = (token: string) => api.app.inject({ method: 'GET', url: `/users/${person.id}`, ...withSession(token) });
    expect((await bundle(here)).statusCode).toBe(200);
    expect((await bundle(elsewhere)).statusCode).toBe(401);
    await expect(signIn(api.app, person.email, 'Old-pass-1')).rejects.toThrow();
    expect((await signIn(api.app, person.email, 'New-pass-22')).response.statusCode).toBe(200);
    expect((await lastEmailTo(api.db, person.email)).subject).toBe('Your portal password was changed');
  });

  test('a wrong current password is refused under its field, and nothing changes', async () => {
    const person = await owner('wrong.current@demo.test');
    const token = (await signIn(api.app, person.email, 'Old-pass-1')).token;
    const response = await change(person.id, token, { currentPassword: 'Not-it-123', password: 'New-pass-22', password2: 'New-pass-22' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { currentPassword: ['This is not your current password.'] } });
    expect((await signIn(api.app, person.email, 'Old-pass-1')).response.statusCode).toBe(200);
  });

  test('"minimum 8 characters; confirmation must match (\'Passwords must match\')", checked again here', async () => {
    const response = await change(api.demo.borrower.id, ann, { currentPassword: 'Demo1234!', password: 'short', password2: 'other' });
    expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { password: ['Your password must have at least 8 characters.'] } });
    const mismatch = await change(api.demo.borrower.id, ann, { currentPassword: 'Demo1234!', password: 'Long-enough-1', password2: 'Long-enough-2' });
    expect(mismatch.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { password2: ['Passwords must match'] } });
  });

  test('everyone may change their own password, a team member too; never someone else’s', async () => {
    const mia = await signIn(api.app, 'member@demo.test');
    const wrong = await change(api.demo.member.id, mia.token, { currentPassword: 'nope-nope', password: 'New-pass-22', password2: 'New-pass-22' });
    expect(wrong.statusCode).toBe(400);
    const someoneElse = await change(api.demo.borrower.id, mia.token, { currentPassword: 'Demo1234!', password: 'New-pass-22', password2: 'New-pass-22' });
    expect(someoneElse.statusCode).toBe(403);
  });
});

// The smallest real images of each kind.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');

const upload = (name: string, bytes: Buffer, token = ann, userId = api.demo.borrower.id) =>
  api.app.inject({ method: 'POST', url: `/users/${userId}/upload_profile_picture`, ...multipart({}, [{ field: 'file', name, bytes }]), ...withSession(token) });

const currentUser = async () => v.parse(SignedInBundle, (await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}`, ...withSession(ann) })).json()).user;

describe('the profile picture', () => {
  test('an upload becomes the picture: its reference in the bundle, served as an attachment under a sandboxing policy; a new one replaces it', async () => {
    const first = await upload('me.png', PNG);
    expect(first.statusCode).toBe(200);
    const { profile_picture } = v.parse(ProfilePictureResponse, first.json());
    expect((await currentUser()).picture).toBe(profile_picture);

    const served = await api.app.inject({ method: 'GET', url: annsUrl(`profile_picture/${profile_picture}`), ...withSession(ann) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': expect.stringMatching(/^attachment;/),
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    });

    const second = v.parse(ProfilePictureResponse, (await upload('me.jpg', JPEG)).json());
    expect(second.profile_picture).not.toBe(profile_picture);
    expect((await api.app.inject({ method: 'GET', url: annsUrl(`profile_picture/${profile_picture}`), ...withSession(ann) })).statusCode).toBe(404);
    const pictures = await api.db.select().from(storedFiles).where(eq(storedFiles.kind, 'profile_picture'));
    expect(pictures).toHaveLength(1);
  });

  test('an SVG is served as image/svg+xml, an attachment the browser may not run script in', async () => {
    const { profile_picture } = v.parse(ProfilePictureResponse, (await upload('logo.svg', SVG)).json());
    const served = await api.app.inject({ method: 'GET', url: annsUrl(`profile_picture/${profile_picture}`), ...withSession(ann) });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  test('the spec’s refusals: a type outside png, bmp, jpeg, jpg, svg; over 25 MB; bytes that are not the image the name says', async () => {
    const gif = await upload('me.gif', Buffer.from('GIF89a'));
    expect([gif.statusCode, gif.json()]).toEqual([415, { message: 'Please choose an image file. (Accepting.png .bmp .jpg .svg)' }]);
    const big = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(25 * 1024 * 1024)]));
    expect([big.statusCode, big.json()]).toEqual([413, { message: 'Your file is too big, please select an image under 25MB.' }]);
    const fake = await upload('me.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect([fake.statusCode, fake.json()]).toEqual([415, { message: 'Please choose an image file. (Accepting.png .bmp .jpg .svg)' }]);
    const before = (await currentUser()).picture;
    const fakeSvg = await upload('me.svg', Buffer.from('<html><body>no svg here</body></html>'));
    expect(fakeSvg.statusCode).toBe(415);
    expect((await currentUser()).picture).toBe(before);
    // Nothing refused was kept.
    expect(await api.db.select().from(storedFiles).where(eq(storedFiles.kind, 'profile_picture'))).toHaveLength(1);
  });

  test('"Profile picture deleted successfully": no picture any more, its address gone', async () => {
    const { profile_picture } = v.parse(ProfilePictureResponse, (await upload('me.png', PNG)).json());
    const response = await api.app.inject({ method: 'POST', url: annsUrl('delete_profile_picture'), ...withSession(ann) });
    expect(response.json()).toEqual({ message: 'Profile picture deleted successfully' });
    expect((await currentUser()).picture).toBeNull();
    expect((await api.app.inject({ method: 'GET', url: annsUrl(`profile_picture/${profile_picture}`), ...withSession(ann) })).statusCode).toBe(404);
    expect(await api.db.select().from(storedFiles).where(eq(storedFiles.kind, 'profile_picture'))).toHaveLength(0);
  });

  test('only the owner changes it ("Only the owner sees the Change Profile Picture ... tabs"); a person sees only their own', async () => {
    const mia = await signIn(api.app, 'member@demo.test');
    expect((await upload('me.png', PNG, mia.token, api.demo.member.id)).statusCode).toBe(403);
    const { profile_picture } = v.parse(ProfilePictureResponse, (await upload('me.png', PNG)).json());
    expect((await api.app.inject({ method: 'GET', url: annsUrl(`profile_picture/${profile_picture}`), ...withSession(mia.token) })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: annsUrl('profile_picture/..%2F..%2Fetc'), ...withSession(ann) })).statusCode).toBe(400);
  });
});

describe('the social links', () => {
  test('"Social data updated.": saved and read back; the links are the account’s', async () => {
    const read = v.parse(SocialResponse, (await api.app.inject({ method: 'GET', url: annsUrl('profile/social'), ...withSession(ann) })).json());
    expect(read.social.linkedin).toBe('https://www.linkedin.com/in/ann-borrower-demo');
    const social = { linkedin: 'https://www.linkedin.com/in/ann', facebook: 'https://facebook.com/ann', instagram: '', twitter: ' https://x.com/ann ' };
    const saved = await api.app.inject({ method: 'POST', url: annsUrl('profile/social'), payload: social, ...withSession(ann) });
    expect(saved.json()).toEqual({ social: { ...social, twitter: 'https://x.com/ann' } });
    expect((await api.app.inject({ method: 'GET', url: annsUrl('profile/social'), ...withSession(ann) })).json()).toEqual(saved.json());
  });

  test('only web addresses, each at most 255 characters; only the owner', async () => {
    const refused = await api.app.inject({ method: 'POST', url: annsUrl('profile/social'), payload: { linkedin: 'javascript:alert(1)', facebook: '', instagram: '', twitter: '' }, ...withSession(ann) });
    expect(refused.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { linkedin: ['Please enter a web address starting with https://.'] } });
    const mia = await signIn(api.app, 'member@demo.test');
    const response = await api.app.inject({ method: 'GET', url: `/users/${api.demo.member.id}/profile/social`, ...withSession(mia.token) });
    expect(response.statusCode).toBe(403);
  });
});
