import { addressOfPicture, LOAN_GROUP_HEADINGS, loanListMessages, MY_DEALS_CATEGORIES, MY_DEALS_TAB_LABELS, pictureFitting, picturesForQuery, sessionFactsOf } from '@portal/shared-contracts';
import { RemoteRoutes } from '@portal/shared-ui/remote';
import { comparableMarkup, firstRenderOf, signedInBundle } from '@portal/shared-ui/testing';
import { MyDeals } from './pages/MyDeals/MyDeals';
import { drawnFor, prerender } from './prerender';

// What the build writes into the release (package.json `portal.prerender`), for the host server to send.
test("My Deals is drawn for nobody: its heading, the search switch and the tabs, no one's loans", () => {
  const page = prerender('/my_deals');
  expect(page).toContain('<h1 id="_R_0_" class="pui-page__title">PENDING LOANS - SUMMARY</h1>');
  expect(page).toContain('<span>Search Mode</span>');
  expect(page.match(/role="tab"/g)).toHaveLength(4);
  expect(page).not.toContain('<table');
});

/** The page as the area first draws it for Ann at that address, her loans still on their way. */
const firstDrawnAt = (path: string) => firstRenderOf(<RemoteRoutes owner="loans" pages={{ MyDeals: <MyDeals /> }} />, path, signedInBundle());
/** The page's outline: its heading, switch and tabs, up to the panel where someone's list goes. */
const outlineOf = (markup: string) => comparableMarkup(markup).split('<div id="ID-panel-0"')[0];

test('"query category: in_progress, active, paid or all": My Deals opened with one shows that list\'s picture, its heading and its tab, as the area first draws them there, whoever is signed in', () => {
  const lists = drawnFor.MyDeals!;
  expect(lists).toHaveLength(MY_DEALS_CATEGORIES.length);
  MY_DEALS_CATEGORIES.forEach((category) => {
    const path = `/my_deals?category=${category}`;
    // The picture the host server sends for that query, which fits any session.
    const [fits, ...others] = picturesForQuery('MyDeals', lists.map((picture, index) => ({ ...picture, index })), `?category=${category}`);
    expect(others).toEqual([]);
    expect(pictureFitting([fits!], sessionFactsOf(signedInBundle()), () => true)).toBe(fits);
    const picture = prerender(addressOfPicture('/my_deals', lists[fits!.index]!.facts));
    expect(picture).toContain(`>${loanListMessages.summaryTitle(LOAN_GROUP_HEADINGS[category])}</h1>`);
    expect(picture).toMatch(new RegExp(`aria-selected="true"[^>]*><span>${MY_DEALS_TAB_LABELS[category]}</span>`));
    expect(outlineOf(picture)).toBe(outlineOf(firstDrawnAt(path)));
    expect(picture).not.toContain('loans-my-deals__list');
  });
  // The address alone has no picture but the page drawn for nobody.
  expect(picturesForQuery('MyDeals', lists, '')).toEqual([]);
});

test('the dashboard is drawn for nobody: its heading, no panel', () => {
  const page = prerender('/dashboard');
  expect(page).toContain('>Dashboard</h1>');
  expect(page).toContain('<div class="loans-dashboard__panels"></div>');
  expect(drawnFor.Dashboard).toBeUndefined();
});
