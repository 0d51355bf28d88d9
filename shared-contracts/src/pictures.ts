import * as v from 'valibot';
import { firstApplicationTabOfAlert } from './application/application-sections';
import { VERTICAL_APPLICATION_TABS_MIN_WIDTH_PX } from './constants';

/*
 * A page drawn ahead for a kind of person (issue 15). A signed-in page drawn ahead for nobody is the same for everyone
 * (My Deals' heading and tabs); some pages open differently by what the session says (the application on the tab its
 * alert names) or by the screen (the application's tabs stand vertical on a wide one). Such a page may still be drawn
 * ahead, for those it fits: its remote's build says which facts of the session and which screens it was drawn for
 * (`DrawnFor`, in the release's manifest), the script that draws the banners writes the stored session's facts on the
 * signed-in outline (`SESSION_FACTS_ATTRIBUTE`), and a script beside the picture (deploy's shellPage) puts it on screen
 * only where they hold. Anyone else sees the outline's spinner, as before.
 */

/** The signed-in outline's attribute holding the stored session's facts, space-separated. */
export const SESSION_FACTS_ATTRIBUTE = 'data-session-facts';

/** The fact that the application opens on this tab (its index in APPLICATION_TABS). */
export const applicationTabFact = (tab: number) => `application-tab:${tab}`;

/** What the stored session tells a page drawn ahead, before any script of the portal has arrived. */
export function sessionFactsOf(bundle: { alerts: { applicationTab?: number | null } }): string[] {
  return [applicationTabFact(firstApplicationTabOfAlert(bundle.alerts))];
}

/** A fact as the outline's attribute and the picture's condition write it: no space, nothing to escape. */
const Fact = v.pipe(v.string(), v.regex(/^[\w:.-]{1,64}$/));

/**
 * Whom a page drawn ahead fits: a session with each of these facts (at least one: a page drawn for everyone is listed as
 * such), on a screen that matches the media query, when there is one.
 */
export const DrawnFor = v.object({
  facts: v.pipe(v.array(Fact), v.minLength(1), v.maxLength(16)),
  media: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type DrawnFor = v.InferOutput<typeof DrawnFor>;

/** "Tabs are laid out vertically when the window is 1300 px wide or more" (spec 002 §2.4), as a media query. */
export const APPLICATION_TABS_VERTICAL_MEDIA = `(min-width: ${VERTICAL_APPLICATION_TABS_MIN_WIDTH_PX}px)`;

/** The other screens, where the application's tabs lie in a row. */
export const APPLICATION_TABS_IN_A_ROW_MEDIA = `not all and ${APPLICATION_TABS_VERTICAL_MEDIA}`;
