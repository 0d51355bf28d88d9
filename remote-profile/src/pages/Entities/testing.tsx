import userEvent from '@testing-library/user-event';
import {
  entityEndpoints,
  entityNeededFiles,
  entityStatusOf,
  indicatorEndpoints,
  type Entity,
  type EntityDocumentSummary,
  type Permission,
  type SignedInBundle,
} from '@portal/shared-contracts';
import { RemoteRoutes } from '@portal/shared-ui/remote';
import { answer, createFakePortal, renderWithPortal, signedInBundle, type FakeAnswer, type FakeParcels } from '@portal/shared-ui/testing';
import { EntitiesList } from './EntitiesList';
import { EntityDetails } from './EntityDetails';

// For tests only: entities as the API lists them, and the two pages as the remote's routes show them.

export const businessAddress = { address: '100 Congress Ave', unit: 'Suite 200', city: 'Austin', state: 'TX', zipCode: '78701' };
export const mailingAddress = { address: 'PO Box 1402', unit: '', city: 'Austin', state: 'TX', zipCode: '78767' };
export const noAddress = { address: '', unit: '', city: '', state: '', zipCode: '' };

/** One document of an entity: asked for and empty unless told. */
export function entityDocument(type: string, overrides: Partial<EntityDocumentSummary> = {}): EntityDocumentSummary {
  return { type, neededCount: 1, submittedCount: 0, approvedCount: 0, files: [], ...overrides };
}

/** An entity as `GET /users/{userId}/entities` lists it, its status and needed files read off its documents as the API does. */
export function listedEntity(id: number, name: string, overrides: Partial<Omit<Entity, 'status' | 'neededFiles'>> = {}): Entity {
  const entity = { id, name, type: 'llc' as const, tin: '00-1000001', phone: '(555) 010-1001', businessAddress, mailingAddress, docs: null, ...overrides };
  return { ...entity, status: entityStatusOf(entity.docs), neededFiles: entityNeededFiles(entity.docs) };
}

export const ALL_ENTITY_PERMISSIONS: Permission[] = ['entity.read', 'entity.write', 'entity.doc.read'];

export interface EntitiesRender {
  url?: string;
  permissions?: Permission[];
  /** Changes to Ann's user record (user 42, verified). */
  person?: Partial<SignedInBundle['user']>;
  entities?: readonly Entity[];
  answers?: readonly FakeAnswer[];
  parcels?: FakeParcels;
}

/** My Entities or an entity's details for Ann, as the remote's routes show them (the pages the profile area wires). */
export function renderEntities({ url = '/entities', permissions = ALL_ENTITY_PERMISSIONS, person = {}, entities = [], answers = [], parcels }: EntitiesRender = {}) {
  const base = signedInBundle({ permissions });
  const fake = createFakePortal({
    bundle: { ...base, user: { ...base.user, ...person } },
    answers: [
      answer(entityEndpoints.list, [...entities]),
      answer(indicatorEndpoints.read, { missing: { count: 3, entities: 3, loans: 0 }, docs: { neededCount: 8 }, alerts: { application: false, applicationTab: null } }),
      ...answers,
    ],
    parcels,
  });
  const view = renderWithPortal(<RemoteRoutes owner="profile" pages={{ EntitiesList: <EntitiesList />, EntityDetails: <EntityDetails /> }} />, { ...fake, url });
  return { ...fake, ...view, user: userEvent.setup() };
}
