import { dataMessages, transportMessages } from '@portal/shared-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalRequestError } from '../api/request-error';
import { uiTexts } from '../ui-texts';
import { LoadingWrapper } from './LoadingWrapper';

const serverFailure = new PortalRequestError('Internal error', { reason: 'server', status: 503 });

test('while loading it shows the spinner, not the content', () => {
  render(
    <LoadingWrapper loading onRetry={jest.fn()} loadingLabel="Loading payment dates">
      <p>Payment dates</p>
    </LoadingWrapper>,
  );

  expect(screen.getByRole('status')).toHaveTextContent('Loading payment dates');
  expect(screen.queryByText('Payment dates')).not.toBeInTheDocument();
});

test('"Loading wrapper, status 500 or above: \'Unable to load data\' with a retry icon" (spec 001 §8)', async () => {
  const onRetry = jest.fn();
  render(
    <LoadingWrapper loading={false} error={serverFailure} onRetry={onRetry}>
      <p>Payment dates</p>
    </LoadingWrapper>,
  );

  expect(screen.getByRole('alert')).toHaveTextContent(dataMessages.unableToLoad);
  expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: uiTexts.retry }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('a panel may say what it could not load ("Unable to load Payment dates", spec 001 §8)', () => {
  render(<LoadingWrapper loading={false} error={serverFailure} onRetry={jest.fn()} unableToLoadText="Unable to load Payment dates" />);

  expect(screen.getByRole('alert')).toHaveTextContent('Unable to load Payment dates');
});

test('below 500 the error says its own words ("The request timed out."), with the same retry', async () => {
  const onRetry = jest.fn();
  const { rerender } = render(<LoadingWrapper loading={false} error={new PortalRequestError(transportMessages.timedOut, { reason: 'timeout', status: 0 })} onRetry={onRetry} />);

  expect(screen.getByRole('alert')).toHaveTextContent(transportMessages.timedOut);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);

  // Anything that is not a request failure gets the generic words, never a programmer's message.
  rerender(<LoadingWrapper loading={false} error={new TypeError('x is undefined')} onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent(transportMessages.generic);
});

test('once loaded it shows its content', () => {
  render(
    <LoadingWrapper loading={false} error={null} onRetry={jest.fn()}>
      <p>Payment dates</p>
    </LoadingWrapper>,
  );

  expect(screen.getByText('Payment dates')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('what shows once loaded is an element of its own, not the spinner\'s reused: the browser would count the move as a layout shift', () => {
  const { container, rerender } = render(
    <LoadingWrapper loading onRetry={jest.fn()}>
      <div className="teams">Teams</div>
    </LoadingWrapper>,
  );
  const spinnerBox = container.firstElementChild;
  rerender(
    <LoadingWrapper loading={false} onRetry={jest.fn()}>
      <div className="teams">Teams</div>
    </LoadingWrapper>,
  );
  expect(container.firstElementChild).toHaveClass('teams');
  expect(container.firstElementChild).not.toBe(spinnerBox);
});
