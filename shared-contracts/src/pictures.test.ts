import * as v from 'valibot';
import { APPLICATION_TABS } from './enums/tabs';
import { APPLICATION_TABS_IN_A_ROW_MEDIA, APPLICATION_TABS_VERTICAL_MEDIA, applicationTabFact, DrawnFor, sessionFactsOf } from './pictures';

test('the stored session tells a page drawn ahead the tab the application opens on, as its alert names it', () => {
  expect(sessionFactsOf({ alerts: { applicationTab: 0 } })).toEqual(['application-tab:0']);
  expect(sessionFactsOf({ alerts: { applicationTab: 4 } })).toEqual([applicationTabFact(4)]);
  // No section that signing needs is missing: the last tab.
  expect(sessionFactsOf({ alerts: { applicationTab: null } })).toEqual([applicationTabFact(APPLICATION_TABS.length - 1)]);
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
