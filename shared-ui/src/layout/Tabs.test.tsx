import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { boxWidths, restoreBoxWidths } from '../test-support/box-widths';
import { Badge } from './Badge';
import { Tabs, type TabsProps } from './Tabs';

const settingsTabs = [
  { label: 'Change Password', content: <p>Password form</p> },
  { label: 'Change Profile Picture', content: <p>Picture form</p> },
  { label: 'Social Media', content: <p>Social form</p>, disabled: true },
  { label: 'Portal Team Members', content: <p>Team members</p>, badge: <Badge variant="danger" label="2 pending invites">2</Badge> },
];

function Settings({ initial = 0, onChange, orientation }: { initial?: number; onChange?(index: number): void; orientation?: TabsProps['orientation'] }) {
  const [active, setActive] = useState(initial);
  return (
    <Tabs
      label="Account Settings"
      tabs={settingsTabs}
      activeIndex={active}
      orientation={orientation}
      onChange={(index) => {
        setActive(index);
        onChange?.(index);
      }}
    />
  );
}

test('"The active tab comes from the tab query" (spec 000 §2.10): the page drives the active tab', () => {
  render(<Settings initial={3} />);

  expect(screen.getByRole('tab', { name: /Portal Team Members/ })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: /Portal Team Members/ })).toHaveTextContent('Team members');
  expect(screen.getByRole('tab', { name: /Portal Team Members/ })).toHaveAccessibleName('Portal Team Members 2 pending invites');
});

test('WAI-ARIA tabs: one Tab stop, arrows move and activate, disabled tabs are skipped, Home and End reach the ends', async () => {
  const onChange = jest.fn();
  render(
    <>
      <Settings onChange={onChange} />
      <button type="button">After the tabs</button>
    </>,
  );
  const user = userEvent.setup();
  const tab = (name: RegExp) => screen.getByRole('tab', { name });

  await user.tab();
  expect(tab(/Change Password/)).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab(/Change Profile Picture/)).toHaveFocus();
  expect(tab(/Change Profile Picture/)).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Picture form');
  await user.keyboard('{ArrowRight}');
  expect(tab(/Portal Team Members/)).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab(/Change Password/)).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab(/Portal Team Members/)).toHaveFocus();
  await user.keyboard('{Home}');
  expect(tab(/Change Password/)).toHaveFocus();
  await user.keyboard('{End}');
  expect(tab(/Portal Team Members/)).toHaveFocus();
  expect(onChange.mock.calls.map(([index]) => index)).toEqual([1, 3, 0, 3, 0, 3]);

  // Tab leaves the tab list for the panel: only the active tab is a Tab stop.
  await user.tab();
  expect(screen.getByRole('tabpanel')).toHaveFocus();
});

test('vertical tabs move with Up and Down', async () => {
  render(<Settings orientation="vertical" />);
  const user = userEvent.setup();

  expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  await user.click(screen.getByRole('tab', { name: /Change Password/ }));
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('tab', { name: /Change Profile Picture/ })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('tab', { name: /Change Password/ })).toHaveFocus();
});

test('"unsaved changes are never lost by switching tabs": kept-mounted panels keep what was typed', async () => {
  function Application() {
    const [active, setActive] = useState(0);
    const field = (name: string) => (
      <label>
        {name}
        <input />
      </label>
    );
    return <Tabs label="Application" keepMounted activeIndex={active} onChange={setActive} tabs={[{ label: 'One', content: field('First name') }, { label: 'Two', content: field('Employer') }]} />;
  }
  render(<Application />);
  await userEvent.type(screen.getByLabelText('First name'), 'Ann');
  await userEvent.click(screen.getByRole('tab', { name: 'Two' }));
  expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
  await userEvent.click(screen.getByRole('tab', { name: 'One' }));
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
});

describe('a row of tabs wider than its place (a phone): one row that scrolls sideways', () => {
  const tabWidth = 175;
  let scrollBy: jest.Mock;
  beforeEach(() => {
    // A row 300 px wide holding four tabs of 175 px, not scrolled.
    boxWidths({ clientWidth: 300, scrollWidth: 4 * tabWidth });
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const tab = /-tab-(\d+)$/.exec(this.id);
      const [left, width] = tab ? [Number(tab[1]) * tabWidth, tabWidth] : [0, 300];
      return { left, width, right: left + width, top: 0, bottom: 48, height: 48, x: left, y: 0, toJSON: () => ({}) };
    });
    scrollBy = jest.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
  });
  afterEach(() => {
    restoreBoxWidths();
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
  });

  test('opened on a tab past the edge (?tab=3), the row is scrolled at once to bring it to the middle; moving to another scrolls to it', async () => {
    render(<Settings initial={3} />);
    // The fourth tab's middle, 612.5 px from the row's start, brought to the row's, 150 px.
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 462.5, behavior: 'instant' });

    await userEvent.click(screen.getByRole('tab', { name: 'Change Profile Picture' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 112.5, behavior: undefined });
  });

  test('the row says where more tabs lie, for its edge to fade there', () => {
    render(<Settings />);
    expect(screen.getByRole('tablist', { name: 'Account Settings' })).toHaveAttribute('data-more', 'after');
  });

  test('vertical tabs are a column, not scrolled sideways', () => {
    render(<Settings initial={3} orientation="vertical" />);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
