import { bankLinkingStandInEndpoints } from '../bank-linking';
import { endpointPath, serverRoutePath, type Endpoint } from '../endpoints';
import { documentEndpoints } from './documents';
import { entityEndpoints } from './entities';
import { notificationEndpoints } from './notifications';
import { proofOfFundsEndpoints } from './proof-of-funds';

const line = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path.replace('{userId}', '{id}')}`;

test('spec 002 §7: the entities, documents, proof of funds and notification calls are endpoints, none twice', () => {
  const all = [entityEndpoints, documentEndpoints, proofOfFundsEndpoints, notificationEndpoints].flatMap((group) => Object.values(group) as Endpoint[]);
  const table = [
    'GET /users/{id}/entities',
    'GET /users/{id}/docs',
    'GET /users/{id}/docs/get_zip/{type}',
    'GET /users/{id}/entities/{entity_id}/get_zip/{type}',
    'POST /users/{id}/entities/{entity_id}/docs',
    'POST /users/{id}/docs',
    'POST /users/{id}/bank_statement_package',
    'POST /users/{id}/notifications/{notification_id}/mark_read',
    'POST /users/{id}/profile/contact/plaid',
    'GET /users/{id}/plaid/get_item_list',
    'GET /users/{id}/plaid/get_locked_items',
    'GET /users/{id}/plaid/create_link_token',
    'POST /users/{id}/plaid/create_access_token',
    'POST /users/{id}/plaid/create_link_token_update_mode',
    'POST /users/{id}/plaid/remove_locked_item',
    'POST /users/{id}/plaid/asset_report',
    // Not shown by the specification, chosen by the portal: the notification list and the downloads.
    'GET /users/{id}/notifications',
    'GET /users/{id}/docs/files/{file_id}',
    'GET /users/{id}/docs/{document_id}/template',
    'GET /users/{id}/entities/{entity_id}/files/{file_id}',
  ];
  const defined = all.map(line);
  expect(defined).toEqual(expect.arrayContaining(table));
  expect(new Set(defined).size).toBe(defined.length);
});

test('spec 002 §6: "Entity creation and entity-document upload need entity.write; entity documents are visible with entity.doc.read; My Documents needs mydocs.read; Proof of Funds needs plaid.read"', () => {
  expect(entityEndpoints.uploadDocuments.access).toMatchObject({ verified: true, permissions: expect.arrayContaining(['entity.write']) });
  expect(entityEndpoints.zip.access.permissions).toContain('entity.doc.read');
  expect(entityEndpoints.file.access.permissions).toContain('entity.doc.read');
  for (const endpoint of Object.values(documentEndpoints)) expect(endpoint.access.permissions).toContain('mydocs.read');
  // "Upload needs a verified e-mail."
  expect(documentEndpoints.upload.access.verified).toBe(true);
  expect(documentEndpoints.bankStatementPackage.access.verified).toBe(true);
  for (const endpoint of Object.values(proofOfFundsEndpoints)) expect(endpoint.access.permissions).toContain('plaid.read');
  // "create Plaid report" is plaid.write, as is every call that changes the links.
  for (const endpoint of [proofOfFundsEndpoints.assetReport, proofOfFundsEndpoints.linkSucceeded, proofOfFundsEndpoints.removeLockedItem]) expect(endpoint.access.permissions).toContain('plaid.write');
  // Notifications are the person's own.
  expect(notificationEndpoints.list.access.permissions).toEqual([]);
});

test('the bank-linking stand-in exists only in lower environments', () => {
  for (const endpoint of Object.values(bankLinkingStandInEndpoints)) expect(endpoint.access.lowerEnvironmentsOnly).toBe(true);
});

test('paths are filled from their parameters; Fastify reads the same paths', () => {
  expect(endpointPath(documentEndpoints.zip, { id: 7, type: 'Photo ID' })).toBe('/users/7/docs/get_zip/Photo%20ID');
  expect(endpointPath(entityEndpoints.zip, { userId: 7, entity_id: 3, type: 'W-9' })).toBe('/users/7/entities/3/get_zip/W-9');
  expect(serverRoutePath(notificationEndpoints.markRead)).toBe('/users/:id/notifications/:notification_id/mark_read');
});
