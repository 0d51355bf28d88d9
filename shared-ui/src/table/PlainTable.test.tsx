import { render, screen } from '@testing-library/react';
import { PlainTable } from './PlainTable';

/** A screen where every box is `clientWidth` wide and its content `scrollWidth`; ResizeObserver reports at once. */
function screenWith({ clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  global.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe() {
      this.report([], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (global as { ResizeObserver?: unknown }).ResizeObserver;
});

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
  screenWith({ clientWidth: 250, scrollWidth: 420 });
  renderFiles();
  expect(screen.getByRole('table', { name: 'Files you sent' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Files you sent' })).toHaveAttribute('tabindex', '0');
});

test('a table that fits its box: no group and no Tab stop, only the table and its links', () => {
  screenWith({ clientWidth: 600, scrollWidth: 600 });
  renderFiles();
  expect(screen.getByRole('table', { name: 'Files you sent' })).toBeInTheDocument();
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
});
