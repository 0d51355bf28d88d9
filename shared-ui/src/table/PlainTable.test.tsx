import { render, screen } from '@testing-library/react';
import { boxWidths, restoreBoxWidths } from '../test-support/box-widths';
import { PlainTable } from './PlainTable';

afterEach(restoreBoxWidths);

function renderFiles() {
  render(
    <PlainTable label="Files you sent">
      <tbody>
        <tr>
          <th scope="row">
            <a href="/files/1">photo-id.pdf</a>
          </th>
          <td>10/20/2026</td>
        </tr>
      </tbody>
    </PlainTable>,
  );
}

test('a table wider than its box (a phone): the box is a group named as the table, which the keyboard reaches to scroll it', () => {
  boxWidths({ clientWidth: 250, scrollWidth: 420 });
  renderFiles();
  expect(screen.getByRole('table', { name: 'Files you sent' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Files you sent' })).toHaveAttribute('tabindex', '0');
  // Its edge fades where more of it lies.
  expect(screen.getByRole('group', { name: 'Files you sent' })).toHaveAttribute('data-more', 'after');
});

test('a table that fits its box: no group and no Tab stop, only the table and its links', () => {
  boxWidths({ clientWidth: 600, scrollWidth: 600 });
  renderFiles();
  expect(screen.getByRole('table', { name: 'Files you sent' })).toBeInTheDocument();
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  expect(screen.getByRole('table').parentElement).toHaveAttribute('data-more', 'none');
});
