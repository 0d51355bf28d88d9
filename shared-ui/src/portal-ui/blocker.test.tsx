import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/Button';
import { outsideReact } from '../test-support/outside-react';
import { uiTexts } from '../ui-texts';
import { createPortalUi } from './create-portal-ui';
import { PortalOverlays } from './PortalOverlays';

function renderPage(onSubmit = jest.fn()) {
  const { ui, store } = createPortalUi();
  render(
    <>
      <Button onClick={onSubmit}>Submit New Loan</Button>
      <PortalOverlays store={store} />
    </>,
  );
  return { ui, store };
}

test('"A full-screen blocker with a message and an optional loader appears during requests and is released afterwards" (spec 000 §2.9)', () => {
  const { ui } = renderPage();

  const release = outsideReact(() => ui.block('Submitting your deal…'));
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Submitting your deal…');
  expect(status.closest('[aria-busy="true"]')).toHaveClass('pui-blocker');
  act(() => release());
  expect(screen.queryByText('Submitting your deal…')).not.toBeInTheDocument();
});

test('nested blocks keep the blocker until every holder has released, and a second release changes nothing', () => {
  const { ui, store } = renderPage();

  const releaseDeal = outsideReact(() => ui.block('Submitting your deal…'));
  const releaseUpload = outsideReact(() => ui.block(undefined, { loader: true }));
  act(() => releaseDeal());
  act(() => releaseDeal());
  expect(store.getState().blocks).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent(uiTexts.loading);
  act(() => releaseUpload());
  expect(store.getState().blocks).toHaveLength(0);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('the newest message shows while holders nest, and the loader can be left out', () => {
  const { ui } = renderPage();

  act(() => {
    ui.block('Saving your entity…', { loader: false });
    ui.block('Uploading your documents…', { loader: false });
  });
  expect(screen.getByRole('status')).toHaveTextContent('Uploading your documents…');
  expect(screen.getByRole('status')).not.toHaveTextContent('Saving your entity…');
});

test('while blocked, the keyboard cannot act on the page behind the blocker', async () => {
  const onSubmit = jest.fn();
  const { ui } = renderPage(onSubmit);
  const user = userEvent.setup();
  const submit = screen.getByRole('button', { name: 'Submit New Loan' });
  submit.focus();

  const release = outsideReact(() => ui.block('Submitting your deal…'));
  await user.keyboard('{Enter}');
  expect(onSubmit).not.toHaveBeenCalled();
  expect(submit).toHaveFocus();

  act(() => release());
  await user.keyboard('{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
});
