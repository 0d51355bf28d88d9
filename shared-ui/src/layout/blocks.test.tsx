import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/Button';
import { Badge } from './Badge';
import { Card } from './Card';
import { CollapsibleSection } from './CollapsibleSection';
import { EmptyState } from './EmptyState';

test('a card is a region named by its title, with its actions in its header', () => {
  render(
    <Card title="Loan Summary" actions={<Button size="small">My Deals</Button>}>
      <p>Maturity dates</p>
    </Card>,
  );

  const card = screen.getByRole('region', { name: 'Loan Summary' });
  expect(card).toContainElement(screen.getByRole('heading', { level: 2, name: 'Loan Summary' }));
  expect(card).toContainElement(screen.getByRole('button', { name: 'My Deals' }));
});

test('"Collapsible summary sections" (spec 001 §2): a button with aria-expanded shows and hides its region', async () => {
  render(
    <CollapsibleSection title="Property">
      <p>1 Main St</p>
    </CollapsibleSection>,
  );
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Property' });

  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('1 Main St')).not.toBeVisible();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'Property' })).toHaveTextContent('1 Main St');
  expect(button).toHaveAttribute('aria-controls', screen.getByRole('region', { name: 'Property' }).id);
});

test('a badge says what its count means to people who cannot see it', () => {
  render(
    <p>
      Team Members{' '}
      <Badge variant="danger" label="3 pending invites">
        3
      </Badge>
    </p>,
  );

  expect(screen.getByText('3 pending invites')).toHaveClass('pui-visually-hidden');
  expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('3').parentElement).toHaveClass('pui-badge--danger');
});

test('an empty state says what is missing and offers what to do (spec 001 §8: "No Deals Found")', () => {
  render(<EmptyState text="No Deals Found" action={<Button>SUBMIT NEW LOAN</Button>} />);

  expect(screen.getByText('No Deals Found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'SUBMIT NEW LOAN' })).toBeInTheDocument();
});
