import { APPLICATION_TABS } from '../enums/tabs';
import { can } from '../permissions';
import type * as v from 'valibot';
import type { BannerFactsOfBundle } from '../api/session';
import { pathFor } from '../routes';

/** What the frame's banners read of the signed-in bundle: enough to draw them from the stored session too. */
export type BannerFacts = v.InferOutput<typeof BannerFactsOfBundle>;

/** The application's own pages, which say what needs work themselves. */
const APPLICATION_PAGES = [pathFor('BorrowerApplication'), pathFor('SignApplication')];

/**
 * "Application alerts on other pages lead to BorrowerApplication with query tab" (spec 002 §2): while a section that
 * signing needs is missing, every other page says which tab needs work and links to it. Not for a person who may not
 * read the application, and not while the teams area is required (the frame then shows only that area). The tab's
 * index and name, or null when the page shows no alert.
 */
export function applicationAlertOf(bundle: BannerFacts, pathname: string): { tab: number; tabName: string } | null {
  const { application, applicationTab } = bundle.alerts;
  if (!application || applicationTab === null || applicationTab === undefined || bundle.user.teams_area_required) return null;
  if (!can(bundle.permissions, 'application.read') || APPLICATION_PAGES.some((path) => pathname.startsWith(path))) return null;
  return { tab: applicationTab, tabName: APPLICATION_TABS[applicationTab] ?? APPLICATION_TABS[0] };
}
