import { screen, waitFor, within } from '@testing-library/react';
import { CONTRACT_VERSION, indicatorEndpoints, REMOTE_AREAS, type Entity, type EntityList } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { createParcelLifecycles } from '@portal/shared-ui/remote';
import { listedEntity, renderEntities } from './testing';

// The parcel's own React root renders the way a page mounts it, outside act() (which would hang single-spa-react's
// mount): shared-ui's README, 'Parcels' → Testing.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

const older = listedEntity(11, 'Borrower Holdings LLC', { docs: [] });
const created = listedEntity(14, 'Ann Builds LLC');

interface EntityFormProps {
  onCreated(entity: Entity, entities: EntityList): void;
  onCancel?(): void;
}

/** What the deals area's `./entity-form` does, as far as this page can tell: it creates the entity and says so. */
function FakeEntityForm({ onCreated, onCancel }: EntityFormProps) {
  return (
    <div>
      <Button onClick={() => onCreated(created, [older, created])}>Create entity</Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}

const entityFormParcel = createParcelLifecycles({ name: 'deals', version: '1.0.0', contractVersion: CONTRACT_VERSION, area: REMOTE_AREAS.deals }, FakeEntityForm);
const parcels = { deals: { './entity-form': entityFormParcel } };

test('"Add an entity" opens the deals area\'s entity form; once created, the new entity is listed under PENDING', async () => {
  const { user, parcelLoads, callsTo } = renderEntities({ entities: [older], parcels });
  await user.click(await screen.findByRole('button', { name: 'Add an entity' }));

  const dialog = screen.getByRole('dialog', { name: 'New entity' });
  await user.click(await within(dialog).findByRole('button', { name: 'Create entity' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New entity' })).not.toBeInTheDocument());
  const pending = await screen.findByRole('table', { name: 'PENDING' });
  expect(within(pending).getByText('Ann Builds LLC')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'APPROVED' })).getByText('Borrower Holdings LLC')).toBeInTheDocument();
  expect(screen.getByText('Ann Builds LLC was added. It is pending until its documents are approved.')).toBeInTheDocument();
  expect(parcelLoads).toEqual([{ remote: 'deals', module: './entity-form' }]);
  await waitFor(() => expect(callsTo(indicatorEndpoints.read)).toEqual([{ params: { userId: 42 } }]));
});

test('the first entity of an account replaces "No Entities added."', async () => {
  const { user } = renderEntities({ entities: [], parcels });
  expect(await screen.findByText('No Entities added.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add an entity' }));
  await user.click(await within(screen.getByRole('dialog', { name: 'New entity' })).findByRole('button', { name: 'Create entity' }));

  expect(within(await screen.findByRole('table', { name: 'PENDING' })).getByText('Ann Builds LLC')).toBeInTheDocument();
  expect(screen.queryByText('No Entities added.')).not.toBeInTheDocument();
});

test('Cancel closes the form without a call, and focus goes back to Add an entity', async () => {
  const { user, calls } = renderEntities({ entities: [older], parcels });
  const add = await screen.findByRole('button', { name: 'Add an entity' });
  await user.click(add);
  await user.click(await within(screen.getByRole('dialog', { name: 'New entity' })).findByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New entity' })).not.toBeInTheDocument());
  expect(add).toHaveFocus();
  expect(calls.map((call) => call.path)).toEqual(['/users/{userId}/entities']);
});

test('a form that cannot be loaded says so, with Try again; the list stays', async () => {
  const unreachable = Object.assign(new Error('http://127.0.0.1:8082/1.0.0/mf-manifest.json did not answer'), { kind: 'network' });
  const { user } = renderEntities({ entities: [older], parcels: { deals: { './entity-form': () => Promise.reject(unreachable) } } });
  await user.click(await screen.findByRole('button', { name: 'Add an entity' }));

  const failure = await within(screen.getByRole('dialog', { name: 'New entity' })).findByRole('alert');
  expect(failure).toHaveTextContent('The entity form is not available right now.');
  expect(failure).toHaveTextContent('Error kind: network');
  expect(within(screen.getByRole('table', { name: 'APPROVED' })).getByText('Borrower Holdings LLC')).toBeInTheDocument();
});

test('a re-render of the page hands the mounted form no new props (one props object while nothing changed)', async () => {
  const update = jest.fn(entityFormParcel.update);
  const { user, portal } = renderEntities({ entities: [older], parcels: { deals: { './entity-form': { ...entityFormParcel, update } } } });
  await user.click(await screen.findByRole('button', { name: 'Add an entity' }));
  await within(screen.getByRole('dialog', { name: 'New entity' })).findByRole('button', { name: 'Create entity' });

  // The same permissions in a new list: the page renders again, with nothing new for the form.
  const { bundle, refresh } = portal.session.getState();
  refresh({ ...bundle!, permissions: [...bundle!.permissions] });
  await screen.findByRole('button', { name: 'Create entity' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(update).not.toHaveBeenCalled();
});
