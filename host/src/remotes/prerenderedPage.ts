import { matchRoute, PRERENDERED_PAGE_CLASS, PRERENDERED_ROUTE_ATTRIBUTE } from '@portal/shared-contracts';
import type { LocationStore } from '../navigation/locationStore';
import type { RemoteSlot } from './remoteSlot';

/**
 * The page the host server sent already drawn (a remote's prerendered page inside the public frame: deploy's
 * shellPage) stays on screen while its remote loads. A copy of it waits in the remote's element, marked with its route,
 * and the shell's first render attaches that element in the same commit as it replaces the static frame (the page with
 * it): the visitor sees the page from the first paint, and it never blinks. The remote then takes the copy over as its
 * own first render (it hydrates it: createRemoteLifecycles) rather than drawing the page again. If the visitor goes to
 * another page before the remote has mounted, the copy goes.
 *
 * Answers whether it kept one: not when there is none, or when it was drawn for another page than the browser's.
 */
export function keepPrerenderedPage(root: ParentNode, slot: RemoteSlot, location: LocationStore): boolean {
  const page = root.querySelector<HTMLElement>(`.${PRERENDERED_PAGE_CLASS}`);
  const { route } = matchRoute(location.getState().pathname);
  if (!page || route.owner === 'host' || page.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE) !== route.name) return false;
  const element = slot.elementFor(route.owner);
  element.replaceChildren(...[...page.childNodes].map((node) => node.cloneNode(true)));
  element.setAttribute(PRERENDERED_ROUTE_ATTRIBUTE, route.name);
  // A picture of a signed-in page stays inert until its remote replaces it (the remote's mount lifts it).
  if (page.hasAttribute('inert')) element.setAttribute('inert', '');
  const stopWatching = location.subscribe(({ pathname }) => {
    if (matchRoute(pathname).route.name === route.name) return;
    stopWatching();
    // Not if the remote has mounted meanwhile (it took the mark off): the page is its own now.
    if (element.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE) !== route.name) return;
    element.removeAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
    element.removeAttribute('inert');
    element.replaceChildren();
  });
  return true;
}

/** Whether a remote's element still shows the page drawn ahead (its spinner would only cover it). */
export const showsPrerenderedPage = (element: HTMLElement) => element.hasAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
