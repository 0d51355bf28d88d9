import { dataMessages, sessionEndpoints, type PortalContext, type SignedInBundle } from '@portal/shared-contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadingWrapper } from '../feedback/LoadingWrapper';
import { answer, serverFailure } from '../testing/answers';
import { createFakePortal } from '../testing/fakePortal';
import { renderWithPortal } from '../testing/renderWithPortal';
import { signedInBundle } from '../test-support/signed-in-bundle';
import { useEndpoint } from './useEndpoint';

const borrower = (id: number, first_name: string) => signedInBundle({ user: { ...signedInBundle().user, id, first_name } });

/** A page's panel as an area writes it: the hook loads, LoadingWrapper shows the states. */
function Borrower({ id, enabled }: { id: number; enabled?: boolean }) {
  const person = useEndpoint(sessionEndpoints.currentUser, { params: { id } }, { enabled });
  return (
    <LoadingWrapper loading={person.loading} error={person.error} onRetry={person.retry} loadingLabel="Loading the borrower">
      {person.status === 'loaded' && <p>{`Borrower: ${person.data.user.first_name}`}</p>}
      {person.status === 'idle' && <p>Choose a borrower</p>}
      <button type="button" onClick={person.reload} disabled={person.reloading}>
        Refresh
      </button>
    </LoadingWrapper>
  );
}

/** An answer the test settles when it wants, to look at the page while the call is in flight. */
function heldAnswers() {
  const pending: { id: unknown; settle(bundle: SignedInBundle): void }[] = [];
  const reply = ({ params }: { params: { id: string | number } }) =>
    new Promise<SignedInBundle>((settle) => pending.push({ id: params.id, settle }));
  return { pending, reply };
}

function signalsOf(portal: PortalContext) {
  const call = jest.spyOn(portal.api, 'call');
  return () => call.mock.calls.map(([, , options]) => options?.signal);
}

test('a loading spinner, then the answer', async () => {
  const fake = createFakePortal({ answers: [answer(sessionEndpoints.currentUser, borrower(7, 'Ann'))] });
  renderWithPortal(<Borrower id={7} />, fake);

  expect(screen.getByRole('status')).toHaveTextContent('Loading the borrower');
  expect(await screen.findByText('Borrower: Ann')).toBeInTheDocument();
  expect(fake.callsTo(sessionEndpoints.currentUser)).toEqual([{ params: { id: 7 } }]);
});

test('a failure reads "Unable to load data", and Retry loads again', async () => {
  let attempts = 0;
  const fake = createFakePortal({
    answers: [
      answer(sessionEndpoints.currentUser, () => {
        attempts += 1;
        if (attempts === 1) throw serverFailure(503);
        return borrower(7, 'Ann');
      }),
    ],
  });
  renderWithPortal(<Borrower id={7} />, fake);

  expect(await screen.findByRole('alert')).toHaveTextContent(dataMessages.unableToLoad);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Borrower: Ann')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(fake.calls).toHaveLength(2);
});

test('a new input loads again and aborts the call in flight; the same input in a new object does not', async () => {
  const held = heldAnswers();
  const fake = createFakePortal({ answers: [answer(sessionEndpoints.currentUser, held.reply)] });
  const signals = signalsOf(fake.portal);
  const { rerender } = renderWithPortal(<Borrower id={7} />, fake);
  await waitFor(() => expect(held.pending).toHaveLength(1));

  rerender(<Borrower id={8} />);
  await waitFor(() => expect(held.pending).toHaveLength(2));
  expect(signals()[0]?.aborted).toBe(true);
  // The late answer of the first call never replaces the second one's.
  act(() => held.pending[0]?.settle(borrower(7, 'Ann')));
  act(() => held.pending[1]?.settle(borrower(8, 'Bo')));
  expect(await screen.findByText('Borrower: Bo')).toBeInTheDocument();
  expect(screen.queryByText('Borrower: Ann')).not.toBeInTheDocument();

  rerender(<Borrower id={8} />);
  expect(fake.calls.map((call) => call.input)).toEqual([{ params: { id: 7 } }, { params: { id: 8 } }]);
});

test('leaving the page aborts the call in flight', async () => {
  const held = heldAnswers();
  const fake = createFakePortal({ answers: [answer(sessionEndpoints.currentUser, held.reply)] });
  const signals = signalsOf(fake.portal);
  const { unmount } = renderWithPortal(<Borrower id={7} />, fake);
  await waitFor(() => expect(held.pending).toHaveLength(1));

  unmount();
  expect(signals()[0]?.aborted).toBe(true);
});

test('enabled: false loads nothing until it turns true', async () => {
  const fake = createFakePortal({ answers: [answer(sessionEndpoints.currentUser, borrower(7, 'Ann'))] });
  const { rerender } = renderWithPortal(<Borrower id={7} enabled={false} />, fake);

  expect(screen.getByText('Choose a borrower')).toBeInTheDocument();
  expect(fake.calls).toEqual([]);
  rerender(<Borrower id={7} enabled />);
  expect(await screen.findByText('Borrower: Ann')).toBeInTheDocument();
});

test('reload keeps the answer on screen until the newer one arrives', async () => {
  const held = heldAnswers();
  const fake = createFakePortal({ answers: [answer(sessionEndpoints.currentUser, held.reply)] });
  renderWithPortal(<Borrower id={7} />, fake);
  await waitFor(() => expect(held.pending).toHaveLength(1));
  act(() => held.pending[0]?.settle(borrower(7, 'Ann')));
  expect(await screen.findByText('Borrower: Ann')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(screen.getByText('Borrower: Ann')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => held.pending[1]?.settle(borrower(7, 'Annie')));
  expect(await screen.findByText('Borrower: Annie')).toBeInTheDocument();
});
