import * as v from 'valibot';
import { SignedInBundle } from './api/session';
import { APPLICATION_TABS } from './enums/tabs';
import { APPLICATION_TABS_IN_A_ROW_MEDIA, APPLICATION_TABS_VERTICAL_MEDIA, applicationTabFact, addressFact, addressOfPicture, DrawnFor, personOfFacts, pictureFitting, PicturesOfPage, picturesForQuery, picturesOnlyByAddress, sessionFactsOf, type PictureFacts } from './pictures';

const facts = (overrides: Partial<PictureFacts> = {}): PictureFacts => ({ user: { verified: true }, alerts: { applicationTab: 0 }, permissions: [], entities: [], ...overrides });

test('the stored session tells a page drawn ahead the tab the application opens on, as its alert names it', () => {
  expect(sessionFactsOf(facts())).toEqual(['application-tab:0', 'verified']);
  expect(sessionFactsOf(facts({ alerts: { applicationTab: 4 } }))).toContain(applicationTabFact(4));
  // No section that signing needs is missing: the last tab.
  expect(sessionFactsOf(facts({ alerts: { applicationTab: null } }))).toContain(applicationTabFact(APPLICATION_TABS.length - 1));
});

test('and whether the person is verified, has an entity, and each permission they hold ("The owner permission grants everything")', () => {
  expect(sessionFactsOf(facts({ user: { verified: false }, entities: [{ id: 3 }], permissions: ['application.read', 'mydocs.read'] }))).toEqual([
    'application-tab:0',
    'entities',
    'may:mydocs.read',
    'may:application.read',
  ]);
  const owner = sessionFactsOf(facts({ permissions: ['owner'] }));
  expect(owner).toEqual(expect.arrayContaining(['may:application.read', 'may:application.write', 'may:mydocs.read', 'may:loans.read']));
  expect(owner).not.toContain('may:owner');
});

test('a page is drawn ahead for the person its facts describe: a bundle with nothing of anyone, whose facts are those', () => {
  for (const drawnFor of [['application-tab:0'], ['verified', 'entities', 'may:application.read', 'may:application.write', 'may:mydocs.read'], ['application-tab:7', 'may:plaid.read']]) {
    const person = personOfFacts(drawnFor);
    expect(v.is(SignedInBundle, person)).toBe(true);
    expect(sessionFactsOf(person)).toEqual(expect.arrayContaining(drawnFor));
    expect([person.user.first_name, person.user.user_email, person.profile.contact.email, ...person.entities.map((entity) => entity.name)].join('')).toBe('');
  }
  expect(sessionFactsOf(personOfFacts(['may:application.read']))).toEqual(['application-tab:7', 'may:application.read']);
});

test('"Tabs are laid out vertically when the window is 1300 px wide or more": the other screens have them in a row', () => {
  expect(APPLICATION_TABS_VERTICAL_MEDIA).toBe('(min-width: 1300px)');
  expect(APPLICATION_TABS_IN_A_ROW_MEDIA).toBe('not all and (min-width: 1300px)');
});

test('a page is drawn ahead for at least one fact, each a word the outline can hold, and at most one media query', () => {
  expect(v.is(DrawnFor, { facts: ['application-tab:0'], media: APPLICATION_TABS_IN_A_ROW_MEDIA })).toBe(true);
  expect(v.is(DrawnFor, { facts: [] })).toBe(false);
  expect(v.is(DrawnFor, { facts: ['two words'] })).toBe(false);
  expect(v.is(DrawnFor, { facts: ['a"b'] })).toBe(false);
});

test('a page has at least one picture and a few at most, each drawn for someone', () => {
  const onEachScreen = [APPLICATION_TABS_IN_A_ROW_MEDIA, APPLICATION_TABS_VERTICAL_MEDIA].flatMap((media) => APPLICATION_TABS.map((_label, tab) => ({ facts: [applicationTabFact(tab)], media })));
  expect(v.is(PicturesOfPage, onEachScreen)).toBe(true);
  expect(v.is(PicturesOfPage, [...onEachScreen, ...onEachScreen.slice(0, 8)])).toBe(true);
  expect(v.is(PicturesOfPage, [])).toBe(false);
  expect(v.is(PicturesOfPage, [...onEachScreen, ...onEachScreen.slice(0, 9)])).toBe(false);
  expect(v.is(PicturesOfPage, [{ facts: [] }])).toBe(false);
});

test('a page shows the first of its pictures that fits: each fact the session\'s, on a screen its media query matches', () => {
  const IN_A_ROW = APPLICATION_TABS_IN_A_ROW_MEDIA;
  const pictures = [{ facts: ['verified', 'entities'], media: IN_A_ROW }, { facts: ['entities'], media: IN_A_ROW }, { facts: ['application-tab:0'] }];
  const phone = (media: string) => media === IN_A_ROW;
  expect(pictureFitting(pictures, ['entities', 'verified', 'may:x'], phone)).toBe(pictures[0]);
  expect(pictureFitting(pictures, ['entities'], phone)).toBe(pictures[1]);
  expect(pictureFitting(pictures, ['verified', 'entities', 'application-tab:0'], () => false)).toBe(pictures[2]);
  expect(pictureFitting(pictures, ['verified'], phone)).toBeUndefined();
});

test('"It opens on the tab named in query parameter tab": the application opened with one shows the pictures of that tab, whichever tab the session names', () => {
  const MAY = ['may:application.read', 'may:application.write'];
  const pictures = [
    { facts: ['application-tab:0'] },
    { facts: ['application-tab:3'] },
    { facts: ['verified', 'entities', 'application-tab:7', ...MAY] },
    { facts: ['application-tab:7', ...MAY] },
  ];
  expect(picturesForQuery('BorrowerApplication', pictures, '')).toEqual(pictures);
  expect(picturesForQuery('BorrowerApplication', pictures, '?')).toEqual(pictures);
  expect(picturesForQuery('BorrowerApplication', pictures, '?tab=3')).toEqual([{ facts: [] }]);
  expect(picturesForQuery('BorrowerApplication', pictures, '?tab=7')).toEqual([{ facts: ['verified', 'entities', ...MAY] }, { facts: MAY }]);
  // The session on another tab: the query's pictures fit it all the same.
  expect(pictureFitting(picturesForQuery('BorrowerApplication', pictures, '?tab=3'), ['application-tab:0', 'verified'], () => true)).toEqual({ facts: [] });
  expect(pictureFitting(picturesForQuery('BorrowerApplication', pictures, '?tab=7'), ['application-tab:1', ...MAY], () => true)).toEqual({ facts: MAY });

  // Anything else it says, or says unplainly, and the page goes without a picture, as before.
  for (const query of ['?tab=8', '?tab=', '?tab=x', '?tab=3.0', '?tab=03', '?tab=%203', '?tab=3&tab=4', '?tab=3&x=1', '?x=1']) {
    expect(picturesForQuery('BorrowerApplication', pictures, query)).toEqual([]);
  }
  // Another route reads nothing from its query.
  expect(picturesForQuery('Guarantor', pictures, '?tab=3')).toEqual([]);
  expect(picturesForQuery('Guarantor', pictures, '')).toEqual(pictures);
});

test('My Deals\' "query category: in_progress, active, paid or all" is said by the address alone: its pictures show only when the address says it, the address alone has the page drawn for nobody', () => {
  const lists = ['in_progress', 'active', 'paid', 'all'].map((category) => ({ facts: [addressFact('category', category)] }));
  expect(lists[1]).toEqual({ facts: ['address:category:active'] });
  expect(v.is(PicturesOfPage, lists)).toBe(true);
  expect(picturesOnlyByAddress(lists)).toBe(true);
  expect(picturesOnlyByAddress([...lists, { facts: ['application-tab:0'] }])).toBe(false);

  expect(picturesForQuery('MyDeals', lists, '?category=active')).toEqual([{ facts: [] }]);
  expect(picturesForQuery('MyDeals', lists, '')).toEqual([]);
  for (const query of ['?category=ACTIVE', '?category=pending', '?category=active&x=1', '?tab=1']) expect(picturesForQuery('MyDeals', lists, query)).toEqual([]);
  // No session has the fact: without the address saying it, no picture fits.
  expect(pictureFitting(lists, sessionFactsOf(facts({ permissions: ['owner'] })), () => true)).toBeUndefined();

  // Each drawn at the address that says it, as the page opens there.
  expect(addressOfPicture('/my_deals', lists[1]!.facts)).toBe('/my_deals?category=active');
  expect(addressOfPicture('/borrower_application', ['application-tab:3', 'verified'])).toBe('/borrower_application');
});
