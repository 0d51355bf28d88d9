import type { ReactElement } from 'react';
import type { SignedInBundle } from '@portal/shared-contracts';
import { createFakePortal } from './fakePortal';
import { renderWithPortal } from './renderWithPortal';

/**
 * A page as its area first draws it for this person at `path`, before any answer of the API has arrived: what a page
 * drawn ahead (a remote's `prerender`) must match, since that first render takes its place. The page's own element
 * (the kit's `Page`), as the DOM writes it.
 */
export function firstRenderOf(routes: ReactElement, path: string, bundle: SignedInBundle | null): string {
  // No answers: the calls its effects start are still on their way when the first render is read.
  const fake = createFakePortal({ bundle, onFakeMisused: () => undefined });
  const view = renderWithPortal(routes, { ...fake, url: path });
  const page = view.container.querySelector('.pui-page')?.outerHTML ?? '';
  view.unmount();
  return page;
}

/**
 * Markup as the browser reads it, to compare a page drawn ahead (React's server markup) with a first render (the DOM's):
 * without React's ids, which differ from one render to the next and between the two, and without the server's mark on
 * the option a select starts on, which the browser holds as a property. Nothing else may differ.
 */
export function comparableMarkup(markup: string): string {
  const read = document.createElement('template');
  read.innerHTML = markup;
  return read.innerHTML.replace(/_r_[0-9a-z]+_/gi, 'ID').replace(/ selected=""/g, '');
}
