import { dataMessages } from '@portal/shared-contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { lazyPage, lazyPart, lazyPartInPlace } from './lazy-part';
import { uiTexts } from './ui-texts';

function Registration({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

/** An import that fails the first time (a chunk lost on the way) and succeeds after. */
function flakyImport() {
  const load = jest.fn<Promise<typeof Registration>, []>();
  load.mockRejectedValueOnce(new Error('Loading chunk registration failed.')).mockResolvedValue(Registration);
  return load;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a lazy page shows its spinner while its code arrives, then the page', async () => {
  const Page = lazyPage(async () => Registration, { loadingLabel: 'Loading the page…' });
  render(<Page title="Create an account" />);

  expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
});

test('a lazy page asked for ahead shows at its first render, without its spinner, and its code is fetched once', async () => {
  const load = jest.fn(async () => Registration);
  const Page = lazyPage(load);
  expect(Page.isLoaded()).toBe(false);
  await Page.preload();
  expect(Page.isLoaded()).toBe(true);
  render(<Page title="Create an account" />);

  expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('after a failed import, Retry imports the page again and shows it', async () => {
  const load = flakyImport();
  const Page = lazyPage(load);
  render(<Page title="Create an account" />);

  expect(await screen.findByRole('alert')).toHaveTextContent(uiTexts.pageNotLoaded);
  expect(load).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: uiTexts.retry }));
  expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a lazy part says "Unable to load data" when its chunk fails, and its Retry loads it again', async () => {
  const load = flakyImport();
  const Part = lazyPart(load, 'Loading the table');
  render(<Part title="Active loans" />);

  expect(screen.getByRole('status')).toHaveTextContent('Loading the table');
  expect(await screen.findByRole('alert')).toHaveTextContent(dataMessages.unableToLoad);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Active loans' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a lazy part held in place shows its stand-in, with the same props, until its code arrives, and no spinner', async () => {
  let arrive!: (component: typeof Registration) => void;
  const Part = lazyPartInPlace(() => new Promise<typeof Registration>((resolve) => (arrive = resolve)), ({ title }: { title: string }) => <h1 className="stand-in">{title}</h1>);
  render(<Part title="Submit New Loan" />);

  expect(screen.getByRole('heading', { name: 'Submit New Loan' })).toHaveClass('stand-in');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  arrive(Registration);
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Submit New Loan' })).not.toHaveClass('stand-in'));
});

class AreaBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The area could not be shown</p> : this.props.children;
  }
}

test("an error of the page's own code is not taken for a lost chunk: it reaches the remote's error boundary", async () => {
  function Broken(): ReactNode {
    throw new TypeError('x is undefined');
  }
  const Page = lazyPage(async () => Broken);
  render(
    <AreaBoundary>
      <Page />
    </AreaBoundary>,
  );

  expect(await screen.findByText('The area could not be shown')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('a page whose code is already here shows at once, without its spinner (no Suspense reveal to wait for)', async () => {
  const load = jest.fn(async () => Registration);
  const Page = lazyPage(load);
  const firstVisit = render(<Page title="Create an account" />);
  await screen.findByRole('heading', { name: 'Create an account' });
  firstVisit.unmount();

  render(<Page title="Create an account" />);

  expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
