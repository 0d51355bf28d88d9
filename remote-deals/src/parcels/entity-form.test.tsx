import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_VERSION, entityEndpoints, type Entity, type EntityList } from '@portal/shared-contracts';
import { PortalProvider } from '@portal/shared-ui';
import { RemoteParcel } from '@portal/shared-ui/kit';
import { answer, createFakePortal, signedInBundle } from '@portal/shared-ui/testing';
import { fillEntityForm, listedEntity } from '../features/entity-form/testing';
import * as entityFormParcel from './entity-form';

// The parcel's React root renders the way a page mounts it, outside act() (which would hang single-spa-react's
// mount, DESIGN §9); Testing Library still wraps its own renders and events in act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

const older = listedEntity(7, 'Lee Holdings LLC');
const created = listedEntity(8, 'Ann Holdings LLC');

interface EntityFormParcelProps {
  onCreated(entity: Entity, entities: EntityList): void;
  onCancel?(): void;
}

/** The entity form as another area mounts it: through RemoteParcel, with that area's PortalContext. */
function mountEntityFormParcel(props: EntityFormParcelProps) {
  const fake = createFakePortal({
    bundle: signedInBundle({ permissions: ['entity.read', 'entity.write'] }),
    answers: [answer(entityEndpoints.create, [older, created])],
    parcels: { deals: { './entity-form': entityFormParcel } },
  });
  const page = (given: EntityFormParcelProps) => (
    <PortalProvider portal={fake.portal}>
      <RemoteParcel remote="deals" module="./entity-form" label="the entity form" props={given} />
    </PortalProvider>
  );
  const view = render(page(props));
  return { ...fake, rerenderWith: (given: EntityFormParcelProps) => view.rerender(page(given)), unmount: view.unmount };
}

test('the parcel records the build facts the host checks', () => {
  expect(entityFormParcel.info).toMatchObject({ name: 'deals', contractVersion: CONTRACT_VERSION });
});

test('mounted by another area, the entity form creates the entity through that area\'s portal and hands it to onCreated ("response entities list, last is new")', async () => {
  const onCreated = jest.fn();
  const { callsTo, portal } = mountEntityFormParcel({ onCreated });
  expect(await screen.findByRole('form', { name: 'New entity' })).toBeInTheDocument();

  await fillEntityForm();
  await userEvent.click(screen.getByRole('button', { name: 'Create entity' }));

  await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created, [older, created]));
  expect(callsTo(entityEndpoints.create)).toHaveLength(1);
  // The session the shell holds learns the new entity, as when the wizard creates one.
  expect(portal.session.getState().bundle?.entities).toEqual([
    { id: 7, name: 'Lee Holdings LLC' },
    { id: 8, name: 'Ann Holdings LLC' },
  ]);
});

test('Cancel shows only when the mounting area gives onCancel, and new props reach the mounted form', async () => {
  const onCreated = jest.fn();
  const { rerenderWith } = mountEntityFormParcel({ onCreated });
  await screen.findByRole('form', { name: 'New entity' });
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

  const onCancel = jest.fn();
  rerenderWith({ onCreated, onCancel });
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});
