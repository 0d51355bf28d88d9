import { screen, within } from '@testing-library/react';
import { renderSettings } from './testing';

const ALL_TABS = ['Change Password', 'Change Profile Picture', 'Social Media', 'Portal Team Members'];

function tabNames() {
  return within(screen.getByRole('tablist', { name: 'Account Settings' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}

test('"Account Settings": the owner sees "Change Password (everyone); Change Profile Picture, Social Media and Portal Team Members (owner only)"', async () => {
  renderSettings();

  expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
  expect(tabNames()).toEqual(ALL_TABS);
  expect(screen.getByRole('tab', { name: 'Change Password', selected: true })).toBeInTheDocument();
});

test('a member who is not the owner sees Change Password only, even at ?tab=3', async () => {
  renderSettings({ permissions: ['loans.read', 'loans.write'], url: '/settings?tab=3' });

  expect(await screen.findByRole('tab', { name: 'Change Password', selected: true })).toBeInTheDocument();
  expect(tabNames()).toEqual(['Change Password']);
  expect(screen.getByText('ann@example.test')).toBeInTheDocument();
});

test('"The active tab comes from the tab query"; choosing another tab writes it back', async () => {
  const { user } = renderSettings({ url: '/settings?tab=1' });

  expect(await screen.findByRole('tab', { name: 'Change Profile Picture', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('tabpanel', { name: 'Change Profile Picture' })).toContainElement(screen.getByRole('button', { name: 'Change or delete picture' }));

  await user.click(screen.getByRole('tab', { name: 'Change Password' }));
  expect(screen.getByRole('tab', { name: 'Change Password', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent('/settings?tab=0');

  // Arrows move between tabs as well (the kit's tabs), and write the query too.
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Change Profile Picture', selected: true })).toHaveFocus();
  expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent('/settings?tab=1');
});

test.each(['7', '-1', 'abc', '1.0', ''])('a tab query that names no tab (%p) shows Change Password', async (tab) => {
  renderSettings({ url: `/settings?tab=${tab}` });
  expect(await screen.findByRole('tab', { name: 'Change Password', selected: true })).toBeInTheDocument();
});
