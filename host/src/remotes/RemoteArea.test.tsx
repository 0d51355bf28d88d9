import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemoteSlot } from './remoteSlot';
import { RemoteArea } from './RemoteArea';
import { createRemoteStatusStore, updateRemoteStatus } from './remoteStatus';

const pin = { version: '1.0.0', manifestUrl: 'http://127.0.0.1:8083/1.0.0/mf-manifest.json' };
const pins = { auth: pin, deals: pin, loans: pin, profile: pin, teams: pin };

test('a remote that cannot be loaded shows a fallback that says why, and Try again starts it over', async () => {
  const status = createRemoteStatusStore(pins);
  updateRemoteStatus(status, 'loans', { state: 'failed', failure: { kind: 'network', detail: 'no answer' } });
  const onRetry = jest.fn(async () => undefined);
  render(<RemoteArea remote="loans" area="Loans" slot={createRemoteSlot()} status={status} onRetry={onRetry} />);
  const fallback = screen.getByRole('alert');
  expect(fallback).toHaveTextContent('Loans is not available right now');
  expect(fallback).toHaveTextContent('This part of the portal could not be reached.');
  expect(fallback).toHaveTextContent('Error kind: network');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledWith('loans');
});

test('an entry that is not the pinned one: the fallback says it was not started', () => {
  const status = createRemoteStatusStore(pins);
  updateRemoteStatus(status, 'loans', { state: 'failed', failure: { kind: 'integrity', detail: 'hashes to sha384-other' } });
  render(<RemoteArea remote="loans" area="Loans" slot={createRemoteSlot()} status={status} onRetry={jest.fn()} />);
  expect(screen.getByRole('alert')).toHaveTextContent('The files sent for this part of the portal are not the approved ones, so it was not started.');
  expect(screen.getByRole('alert')).toHaveTextContent('Error kind: integrity');
});

test('while a remote loads, the borrower is told so', () => {
  const status = createRemoteStatusStore(pins);
  updateRemoteStatus(status, 'deals', { state: 'loading' });
  render(<RemoteArea remote="deals" area="New deals" slot={createRemoteSlot()} status={status} onRetry={jest.fn()} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading New deals…');
});

test('the slot moves with the layout instead of being recreated', () => {
  const slot = createRemoteSlot();
  const element = slot.elementFor('loans');
  const first = document.createElement('div');
  const second = document.createElement('div');
  slot.attachTo(first);
  slot.attachTo(second);
  expect(second.contains(element)).toBe(true);
  expect(first.contains(element)).toBe(false);
  expect(slot.elementFor('loans')).toBe(element);
});
