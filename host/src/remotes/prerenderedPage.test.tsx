import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { createStore } from 'zustand/vanilla';
import type { LocationStore } from '../navigation/locationStore';
import { keepPrerenderedPage } from './prerenderedPage';
import { RemoteArea } from './RemoteArea';
import { createRemoteSlot } from './remoteSlot';
import { createRemoteStatusStore, updateRemoteStatus } from './remoteStatus';

const pin = { version: '1.0.0', manifestUrl: 'http://127.0.0.1:8081/1.0.0/mf-manifest.json' };
const pins = { auth: pin, deals: pin, loans: pin, profile: pin, teams: pin };

/** The static frame as the host server sends / with the landing page drawn ahead (deploy's shellPage). */
function staticFrame(route = 'Index') {
  const root = document.createElement('div');
  root.innerHTML = `<div class="portal-public"><main><div class="portal-prerendered" data-prerendered-route="${route}"><h1>One spot for all your loans</h1></div></main></div>`;
  return root;
}

const locationAt = (pathname: string) => createStore(() => ({ pathname, search: '' })) as unknown as LocationStore;

test("the page drawn ahead waits in its remote's element, in place of the spinner, until the remote draws it", () => {
  const root = staticFrame();
  const slot = createRemoteSlot();
  expect(keepPrerenderedPage(root, slot, locationAt('/'))).toBe(true);
  // The static frame keeps its own until the shell's first render replaces the frame and attaches the slot, together.
  expect(root.querySelector('h1')).toHaveTextContent('One spot for all your loans');
  // The remote's element holds the page's markup itself (the remote hydrates it), marked with its route.
  expect(slot.elementFor('auth').innerHTML).toBe('<h1>One spot for all your loans</h1>');
  expect(slot.elementFor('auth')).toHaveAttribute('data-prerendered-route', 'Index');

  const status = createRemoteStatusStore(pins);
  updateRemoteStatus(status, 'auth', { state: 'loading' });
  render(<RemoteArea remote="auth" area="Sign-in" slot={slot} status={status} onRetry={jest.fn()} />);
  expect(screen.getByRole('heading', { name: 'One spot for all your loans' })).toBeVisible();
  expect(screen.queryByRole('status')).toBeNull();
});

test('it goes when the visitor goes to another page first, and the area shows its spinner again', () => {
  const slot = createRemoteSlot();
  const location = locationAt('/');
  keepPrerenderedPage(staticFrame(), slot, location);
  const status = createRemoteStatusStore(pins);
  updateRemoteStatus(status, 'auth', { state: 'loading' });
  const { rerender } = render(<RemoteArea remote="auth" area="Sign-in" slot={slot} status={status} onRetry={jest.fn()} />);

  act(() => location.setState({ pathname: '/login', search: '' }, true));
  rerender(<RemoteArea remote="auth" area="Sign-in" slot={slot} status={status} onRetry={jest.fn()} />);
  expect(screen.queryByRole('heading', { name: 'One spot for all your loans' })).toBeNull();
  expect(slot.elementFor('auth')).not.toHaveAttribute('data-prerendered-route');
  expect(screen.getByRole('status')).toHaveTextContent('Loading Sign-in…');
});

test('once the remote has taken the page over (it removed the mark), going elsewhere leaves its element to it', () => {
  const slot = createRemoteSlot();
  const location = locationAt('/');
  keepPrerenderedPage(staticFrame(), slot, location);
  const element = slot.elementFor('auth');
  element.removeAttribute('data-prerendered-route');
  act(() => location.setState({ pathname: '/login', search: '' }, true));
  expect(element).toHaveTextContent('One spot for all your loans');
});

test('a page drawn for another address than the one the browser is at is not kept: it goes with the static frame', () => {
  const slot = createRemoteSlot();
  expect(keepPrerenderedPage(staticFrame(), slot, locationAt('/login'))).toBe(false);
  expect(keepPrerenderedPage(staticFrame(), slot, locationAt('/portal-status'))).toBe(false);
  expect(slot.elementFor('auth')).toBeEmptyDOMElement();
  expect(keepPrerenderedPage(document.createElement('div'), slot, locationAt('/'))).toBe(false);
});

test('a picture of a signed-in page stays inert in its remote\'s element, and is no longer once the visitor goes elsewhere', () => {
  const root = document.createElement('div');
  root.innerHTML = '<div class="portal-signed-in"><main><div class="portal-prerendered" data-prerendered-route="MyDeals" inert><h1>PENDING LOANS - SUMMARY</h1><button type="button" role="tab">ACTIVE LOANS</button></div></main></div>';
  const slot = createRemoteSlot();
  const location = locationAt('/my_deals');
  expect(keepPrerenderedPage(root, slot, location)).toBe(true);
  expect(slot.elementFor('loans')).toHaveAttribute('inert');
  expect(slot.elementFor('loans').querySelector('h1')).toHaveTextContent('PENDING LOANS - SUMMARY');

  act(() => location.setState({ pathname: '/dashboard', search: '' }, true));
  expect(slot.elementFor('loans')).not.toHaveAttribute('inert');
  expect(slot.elementFor('loans')).toBeEmptyDOMElement();
});
