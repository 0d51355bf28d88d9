import { render, screen } from '@testing-library/react';
import { FactList } from './FactList';

test('each fact a term and its value, in order; a fact that does not apply is left out', () => {
  const showPhone = false;
  render(<FactList facts={[{ label: 'Name', value: 'Ann Borrower' }, showPhone && { label: 'Phone', value: '(555) 010-1001' }, { label: 'E-mail', value: <a href="mailto:ann@example.test">ann@example.test</a> }]} />);
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'E-mail']);
  expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Ann Borrower', 'ann@example.test']);
  expect(screen.getByRole('link', { name: 'ann@example.test' })).toBeInTheDocument();
});
