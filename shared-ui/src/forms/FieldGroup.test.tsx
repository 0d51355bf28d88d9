import { render, screen } from '@testing-library/react';
import { FieldGroup } from './FieldGroup';

test('the legend names the group; its hint describes it; its error is announced', () => {
  render(
    <FieldGroup legend="Totals" hint="Clear Fields to Enable" error="You must register at least one cell phone!">
      <input aria-label="Total assets" />
    </FieldGroup>,
  );
  const group = screen.getByRole('group', { name: 'Totals' });
  expect(group).toHaveAccessibleDescription('Clear Fields to Enable You must register at least one cell phone!');
  expect(screen.getByRole('alert')).toHaveTextContent('You must register at least one cell phone!');
});

test('without a hint or an error, nothing but the legend and the fields', () => {
  render(
    <FieldGroup legend="Home address">
      <input aria-label="City" />
    </FieldGroup>,
  );
  expect(screen.getByRole('group', { name: 'Home address' })).not.toHaveAttribute('aria-describedby');
  expect(screen.queryByRole('alert')).toBeNull();
});
