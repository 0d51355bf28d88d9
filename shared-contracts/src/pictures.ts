import * as v from 'valibot';
import type { SignedInBundle } from './api/session';
import { APPLICATION_SECTION_TAB, firstApplicationTabOfAlert } from './application/application-sections';
import { VERTICAL_APPLICATION_TABS_MIN_WIDTH_PX } from './constants';
import { MY_DEALS_CATEGORIES } from './enums/loans';
import { APPLICATION_TABS } from './enums/tabs';
import { can, PERMISSIONS, type Permission } from './permissions';
import type { RouteName } from './routes';

/*
 * A page drawn ahead for a kind of person (issue 15). A signed-in page drawn ahead for nobody is the same for everyone
 * (My Deals' heading and tabs); other pages open differently by what the session says (the application on the tab its
 * alert names, the Guarantor page by what the person may do and whether they have an entity) or by the screen (the
 * application's tabs stand vertical on a wide one). Such a page may still be drawn ahead, for those it fits: its
 * remote's build draws it for the person those facts describe and nothing more (`personOfFacts`), once for each kind of
 * person it has a picture for, and says which facts and screens each was drawn for (`DrawnFor`, `PicturesOfPage`, in
 * the release's manifest); the script that draws the banners writes the stored session's facts on the signed-in outline
 * (`SESSION_FACTS_ATTRIBUTE`); and a script after the pictures (deploy's shellPage) puts on screen the first that fits
 * them. Anyone else sees the outline's spinner, as before. A page's address may say some facts in place of the session
 * (the application's tab, My Deals' list, which moving between tabs writes in the query): the host server then sends
 * only the pictures drawn for what it says (`picturesForQuery`).
 */

/** The signed-in outline's attribute holding the stored session's facts, space-separated. */
export const SESSION_FACTS_ATTRIBUTE = 'data-session-facts';

/** The fact that the application opens on this tab (its index in APPLICATION_TABS). */
export const applicationTabFact = (tab: number) => `application-tab:${tab}`;
/** The fact that the person may do what a permission allows (the owner's permission grants each). */
export const permissionFact = (permission: Permission) => `may:${permission}`;
export const VERIFIED_FACT = 'verified';
/** The fact that the person has at least one entity to borrow through. */
export const ENTITIES_FACT = 'entities';

/** What of a session a page drawn ahead may depend on (the banners' script reads them from the stored session). */
export interface PictureFacts {
  user: { verified: boolean };
  alerts: { applicationTab?: number | null };
  permissions: readonly string[];
  entities: readonly unknown[];
}

/** What the stored session tells a page drawn ahead, before any script of the portal has arrived. */
export function sessionFactsOf(bundle: PictureFacts): string[] {
  return [
    applicationTabFact(firstApplicationTabOfAlert(bundle.alerts)),
    ...(bundle.user.verified ? [VERIFIED_FACT] : []),
    ...(bundle.entities.length > 0 ? [ENTITIES_FACT] : []),
    ...PERMISSIONS.filter((permission) => permission !== 'owner' && can(bundle.permissions, permission)).map(permissionFact),
  ];
}

/**
 * The person a page is drawn ahead for, at build time: exactly what the facts say, nothing of anyone (no name, no
 * e-mail, an entity without a name), so that the page shows the same to everyone they describe.
 */
export function personOfFacts(facts: readonly string[]): SignedInBundle {
  const tab = APPLICATION_TABS.findIndex((_label, index) => facts.includes(applicationTabFact(index)));
  // The last tab is where the application opens when no section signing needs is missing: an alert naming none.
  const applicationTab = tab === -1 || tab === APPLICATION_SECTION_TAB.application ? null : tab;
  const permissions = PERMISSIONS.filter((permission) => facts.includes(permissionFact(permission)));
  return {
    user: { id: 0, first_name: '', last_name: '', phone_number: null, user_email: '', created: '', email_opt_in: false, verified: facts.includes(VERIFIED_FACT), borrower: true, picture: null, teams_area_required: false },
    profile: { contact: { firstName: '', lastName: '', email: '', phones: [] } },
    permissions,
    alerts: { application: applicationTab !== null, applicationTab },
    docs: { list: [], neededCount: 0 },
    entities: facts.includes(ENTITIES_FACT) ? [{ id: 0, name: '' }] : [],
    missing: { count: 0 },
    notifications: [],
    paymentMethods: [],
    accountExecutive: null,
    elapsed: 0,
  };
}

/** A fact as the outline's attribute and the picture's condition write it: no space, nothing to escape. */
const Fact = v.pipe(v.string(), v.regex(/^[\w:.-]{1,64}$/));

/**
 * Whom a page drawn ahead fits: a session with each of these facts (at least one: a page drawn for everyone is listed as
 * such), on a screen that matches the media query, when there is one.
 */
export const DrawnFor = v.object({
  facts: v.pipe(v.array(Fact), v.minLength(1), v.maxLength(32)),
  media: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type DrawnFor = v.InferOutput<typeof DrawnFor>;

/**
 * A page's pictures, each drawn for a kind of person (the application, once for each tab it may open on, on each
 * screen): the page shows the first that fits the session and the screen, or the outline's spinner when none does. Each
 * is a few kilobytes of the page's own markup, sent to everyone who opens it, most of it the same as its neighbours'
 * (which compression takes away): a page has few. At most 12 before 1.18.0.
 */
export const PicturesOfPage = v.pipe(v.array(DrawnFor), v.minLength(1), v.maxLength(24));
export type PicturesOfPage = v.InferOutput<typeof PicturesOfPage>;

/**
 * The picture a page shows a session: the first each of whose facts the session has, on a screen its media query
 * matches (`matches`). The host server's script after the pictures (deploy's shellPage) applies this rule as the browser
 * reads the page; its tests hold the two to the same answers.
 */
export function pictureFitting<Picture extends DrawnFor>(pictures: readonly Picture[], sessionFacts: readonly string[], matches: (media: string) => boolean): Picture | undefined {
  return pictures.find((picture) => picture.facts.every((fact) => sessionFacts.includes(fact)) && (picture.media === undefined || matches(picture.media)));
}

/**
 * A fact only a page's address says, which no session has (My Deals' list, its `category` query): a picture drawn for
 * it shows only when the address says it, and the address alone gets the page drawn for nobody.
 */
export const addressFact = (parameter: string, value: string) => `address:${parameter}:${value}`;
const ADDRESS_FACT = /^address:(\w+):(\w+)$/;

/**
 * What a page's address says, by route: the application's `tab` query names the tab it opens on ("It opens on the tab
 * named in query parameter tab"), which the session's alert names otherwise; My Deals' `category` query names its list
 * ("query category: in_progress, active, paid or all"). Each parameter the route reads gives the fact its value names,
 * or none when it names nothing plainly (the page then goes without a picture, as for any other query).
 */
const QUERY_FACTS: Partial<Record<RouteName, Record<string, (value: string) => string | undefined>>> = {
  BorrowerApplication: {
    tab: (value) => (APPLICATION_TABS.some((_label, tab) => String(tab) === value) ? applicationTabFact(Number(value)) : undefined),
  },
  MyDeals: {
    category: (value) => ((MY_DEALS_CATEGORIES as readonly string[]).includes(value) ? addressFact('category', value) : undefined),
  },
};

/**
 * The pictures of a route's page opened with this query (as the address writes it, `?` and all): without one, all of
 * them but those drawn for what only an address says; none when it says anything the route does not read as a fact,
 * or a parameter twice; otherwise those drawn for the facts it names, which the session then need not have (the query
 * decides, as it does for the page).
 */
export function picturesForQuery<Picture extends DrawnFor>(route: RouteName, pictures: readonly Picture[], query: string): Picture[] {
  const parameters = [...new URLSearchParams(query)];
  if (parameters.length === 0) return pictures.filter((picture) => !picture.facts.some((fact) => ADDRESS_FACT.test(fact)));
  const reads = QUERY_FACTS[route] ?? {};
  const named = parameters.map(([name, value]) => (Object.hasOwn(reads, name) ? reads[name]!(value) : undefined));
  const once = new Set(parameters.map(([name]) => name)).size === parameters.length;
  if (!once || named.some((fact) => fact === undefined)) return [];
  return pictures.filter((picture) => named.every((fact) => picture.facts.includes(fact!))).map((picture) => ({ ...picture, facts: picture.facts.filter((fact) => !named.includes(fact)) }));
}

/**
 * The address a picture is drawn at, for the facts it was drawn for: its route's path with the query its address facts
 * say (My Deals' list: `/my_deals?category=active`), so that the page is drawn as it opens there.
 */
export function addressOfPicture(path: string, facts: readonly string[]): string {
  const said = facts.flatMap((fact) => {
    const match = ADDRESS_FACT.exec(fact);
    return match ? [[match[1]!, match[2]!] as [string, string]] : [];
  });
  return said.length > 0 ? `${path}?${new URLSearchParams(said).toString()}` : path;
}

/** Whether each of a page's pictures needs a fact only an address says: its address alone then has its page drawn for nobody. */
export const picturesOnlyByAddress = (pictures: readonly DrawnFor[]) => pictures.every((picture) => picture.facts.some((fact) => ADDRESS_FACT.test(fact)));

/** "Tabs are laid out vertically when the window is 1300 px wide or more" (spec 002 §2.4), as a media query. */
export const APPLICATION_TABS_VERTICAL_MEDIA = `(min-width: ${VERTICAL_APPLICATION_TABS_MIN_WIDTH_PX}px)`;

/** The other screens, where the application's tabs lie in a row. */
export const APPLICATION_TABS_IN_A_ROW_MEDIA = `not all and ${APPLICATION_TABS_VERTICAL_MEDIA}`;
