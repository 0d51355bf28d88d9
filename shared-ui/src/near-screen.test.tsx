import { render, screen } from '@testing-library/react';
import { Modal } from './modal/Modal';
import { NEAR_SCREEN_MARGIN, useNearScreen } from './near-screen';
import { installFakeIntersectionObserver } from './test-support/fake-intersection-observer';

function Part() {
  const [nearRef, near] = useNearScreen<HTMLDivElement>();
  return (
    <div ref={nearRef} data-testid="part">
      {near ? 'drawn' : 'waiting'}
    </div>
  );
}

describe('in a browser with IntersectionObserver', () => {
  const screenEdge = installFakeIntersectionObserver();

  test('a part is not near until it comes within half a screen of the screen, and stays near once it has', () => {
    expect(NEAR_SCREEN_MARGIN).toBe('50% 0px');
    render(<Part />);
    const part = screen.getByTestId('part');
    expect(part).toHaveTextContent('waiting');
    expect(screenEdge.marginsWatching(part)).toEqual(['50% 0px']);

    screenEdge.scrollNear(part);
    expect(part).toHaveTextContent('drawn');
    // Nothing is watched any more: scrolled past, the part stays drawn.
    expect(screenEdge.watched()).toEqual([]);
  });

  test('in a dialog a part is near at once, wherever the dialog\'s own scrolling has put it', () => {
    render(
      <Modal open title="Assets & Liabilities - Details" onClose={() => undefined}>
        <Part />
      </Modal>,
    );
    expect(screen.getByTestId('part')).toHaveTextContent('drawn');
    expect(screenEdge.watched()).toEqual([]);
  });
});

test('a browser without IntersectionObserver (jsdom, here) draws the part at once', () => {
  expect(typeof IntersectionObserver).toBe('undefined');
  render(<Part />);
  expect(screen.getByTestId('part')).toHaveTextContent('drawn');
});
