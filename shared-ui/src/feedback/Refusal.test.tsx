import { render, screen } from '@testing-library/react';
import { Refusal } from './Refusal';

test('a refusal is announced as it appears, and takes no room while there is nothing to say', () => {
  const { rerender, container } = render(<Refusal>{''}</Refusal>);
  expect(container).toBeEmptyDOMElement();
  rerender(<Refusal>{null}</Refusal>);
  expect(container).toBeEmptyDOMElement();

  rerender(<Refusal id="why">An entity must be selected</Refusal>);
  expect(screen.getByRole('alert')).toHaveTextContent('An entity must be selected');
  expect(screen.getByRole('alert')).toHaveAttribute('id', 'why');
});
