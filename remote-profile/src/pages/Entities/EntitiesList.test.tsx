import { screen, within } from '@testing-library/react';
import { entityEndpoints } from '@portal/shared-contracts';
import { answer, keyboardIntoTable, serverFailure } from '@portal/shared-ui/testing';
import { entityDocument, listedEntity, renderEntities } from './testing';

const approved = listedEntity(11, 'Borrower Holdings LLC', { docs: [entityDocument('W-9', { neededCount: 0, submittedCount: 1, approvedCount: 1 })] });
const noList = listedEntity(12, 'Borrower Family Trust', { type: 'trust', docs: null });
const oneNeeded = listedEntity(13, 'Ann Flips Corp', {
  type: 'corporation',
  docs: [entityDocument('W-9', { neededCount: 0, submittedCount: 1 }), entityDocument('Resolution to Borrow')],
});

/** Each data row of a table, as the texts of its cells. */
async function rowsOf(table: string): Promise<string[][]> {
  const grid = await screen.findByRole('table', { name: table });
  return within(grid)
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent?.trim() ?? ''))
    .filter((cells) => cells.length > 0);
}

test('"My Entities": PENDING holds entities with any document still needed (or no list), APPROVED the others; each row name and type', async () => {
  renderEntities({ entities: [approved, noList, oneNeeded] });

  expect(screen.getByRole('heading', { level: 1, name: 'My Entities' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'PENDING' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'APPROVED' })).toBeInTheDocument();
  expect(await rowsOf('PENDING')).toEqual([
    ['Borrower Family Trust', 'Trust'],
    ['Ann Flips Corp', 'Corporation'],
  ]);
  expect(await rowsOf('APPROVED')).toEqual([['Borrower Holdings LLC', 'LLC']]);
});

test('an empty table says so, and the other still lists its entities', async () => {
  renderEntities({ entities: [approved] });
  expect(await rowsOf('APPROVED')).toEqual([['Borrower Holdings LLC', 'LLC']]);
  expect(screen.queryByRole('table', { name: 'PENDING' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'PENDING' })).getByText('No entity is waiting for documents.')).toBeInTheDocument();
});

test('"Row click goes to EntityDetails (param id)", and Enter on a row\'s cell too', async () => {
  const { user, navigations } = renderEntities({ entities: [approved, noList, oneNeeded] });
  await user.click(within(await screen.findByRole('table', { name: 'PENDING' })).getByText('Ann Flips Corp'));
  expect(navigations).toEqual(['/entities/13']);

  const grid = await keyboardIntoTable(screen.getByRole('table', { name: 'APPROVED' }));
  within(grid).getByText('Borrower Holdings LLC').closest<HTMLElement>('[role="gridcell"]')!.focus();
  await user.keyboard('{Enter}');
  expect(navigations).toEqual(['/entities/13', '/entities/11']);
});

test('"No Entities added." when the account has none', async () => {
  const { callsTo } = renderEntities({ entities: [] });
  expect(await screen.findByText('No Entities added.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(callsTo(entityEndpoints.list)).toEqual([{ params: { userId: 42 } }]);
});

test('"A new-entity form is shown only with permission entity.write": without it there is nothing to add with', async () => {
  const { parcelLoads } = renderEntities({ permissions: ['entity.read'], entities: [noList] });
  expect(await rowsOf('PENDING')).toEqual([['Borrower Family Trust', 'Trust']]);
  expect(screen.queryByRole('button', { name: 'Add an entity' })).not.toBeInTheDocument();
  expect(parcelLoads).toEqual([]);
});

test('"Unverified users cannot add an entity": Add an entity opens the not-verified popover, never the form', async () => {
  const { user, parcelLoads } = renderEntities({ person: { verified: false }, entities: [noList] });
  await user.click(await screen.findByRole('button', { name: 'Add an entity' }));

  const popover = screen.getByRole('dialog', { name: "This action is not allowed because you're not verified yet." });
  expect(within(popover).getByRole('button', { name: 'Resend Link' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'New entity' })).not.toBeInTheDocument();
  expect(parcelLoads).toEqual([]);
});

test('a failed load says "Unable to load data" with Retry, which loads the list again', async () => {
  let attempts = 0;
  const { user } = renderEntities({
    answers: [
      answer(entityEndpoints.list, () => {
        attempts += 1;
        if (attempts === 1) throw serverFailure();
        return [noList];
      }),
    ],
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load data');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await rowsOf('PENDING')).toEqual([['Borrower Family Trust', 'Trust']]);
});
