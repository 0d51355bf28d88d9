import {
  applicationAlertOf,
  BannerFactsOfBundle,
  operatingOnBehalf,
  pathFor,
  SESSION_FACTS_ATTRIBUTE,
  sessionFactsOf,
  sessionIsRestorable,
  shellMessages,
  StoredEntities,
  type BannerFacts,
} from '@portal/shared-contracts';
import { readLastActivity, readStoredParts } from '@portal/shared-ui/stored-facts';
import * as v from 'valibot';
import { WITHOUT_SIDEBAR_CLASS } from './frameClasses';

/** The stored parts this script reads, each checked by the bundle's own schema for it: the banners', and the entities. */
const PartsReadAhead = v.object({ ...BannerFactsOfBundle.entries, entities: StoredEntities });

/**
 * The banners under the signed-in frame's top bar, drawn into the outline the server sent (signedInOutline) by a script
 * in the page itself, before any of the host's scripts has arrived: the on-behalf banner and the application alert,
 * from the session the browser stores, by the contract's rules (operatingOnBehalf, applicationAlertOf), as
 * SignedInLayout draws them. On a phone they paint with the page rather than seconds later, and what the page drew
 * ahead below them is not pushed down when the shell's first render puts them there (issue 15). The server puts the
 * script right after the top bar, so that it has run before the browser reads anything below: a paint while the page
 * is still arriving never shows the page without them. It also writes on the outline what the session tells a page drawn
 * ahead for a kind of person (the contract's pictures.ts: the application's tab, the person's permissions, verification
 * and entities), and takes the sidebar's column away for one whose teams area is required, as the shell's layout has
 * none for them. Nothing when no restorable session is stored: the shell then
 * sends the visitor to sign in.
 */
export function drawBannersAhead(root: ParentNode, storage: Storage, pathname: string, now: number): void {
  const topBar = root.querySelector('.portal-signed-in > .portal-top-bar');
  const lastActivity = topBar ? readLastActivity(storage) : null;
  if (!topBar || lastActivity === null || !sessionIsRestorable(lastActivity, now)) return;
  // Only the parts the script reads: the script carries no more of the bundle's schema.
  const facts = readStoredParts(storage, PartsReadAhead);
  if (!facts) return;
  topBar.after(...bannersOf(facts, pathname, topBar.ownerDocument));
  // What a page drawn ahead for a kind of person asks of the session (the application's tab, the person's permissions…):
  // the script beside it, which runs as the browser reads the main element below, shows it only if they hold (deploy's
  // shellPage).
  topBar.parentElement?.setAttribute(SESSION_FACTS_ATTRIBUTE, sessionFactsOf(facts).join(' '));
  // Its sidebar's column, which the browser has not read yet, goes for one whose teams area is required.
  if (facts.user.teams_area_required) topBar.parentElement?.classList.add(WITHOUT_SIDEBAR_CLASS);
}

/** The banners as SignedInLayout's first render draws them, in its order. */
function bannersOf(bundle: BannerFacts, pathname: string, document: Document): HTMLElement[] {
  const banners: HTMLElement[] = [];
  const onBehalf = operatingOnBehalf(bundle);
  if (onBehalf) banners.push(banner(document, shellMessages.onBehalfBanner(onBehalf.teamMember, onBehalf.borrower)));
  const alert = applicationAlertOf(bundle, pathname);
  if (alert) {
    const link = document.createElement('a');
    link.href = pathFor('BorrowerApplication', undefined, { tab: String(alert.tab) });
    link.textContent = shellMessages.applicationAlertLink;
    banners.push(banner(document, shellMessages.applicationAlert(alert.tabName), ' ', link));
  }
  return banners;
}

function banner(document: Document, ...content: (string | Node)[]): HTMLElement {
  const paragraph = document.createElement('p');
  paragraph.className = 'portal-banner';
  paragraph.setAttribute('role', 'status');
  paragraph.append(...content);
  return paragraph;
}
