import { endpointPath, serverRoutePath, type Endpoint } from '../endpoints';
import { applicationWriter } from './application-access';
import { financeItemEndpoints } from './application-finance-items';

test('spec 002 §7: the item calls of the financial statement', () => {
  const defined = (Object.values(financeItemEndpoints) as Endpoint[]).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
  expect(defined).toEqual([
    'POST /users/{id}/profile/finances/assets/{category}',
    'POST /users/{id}/profile/finances/liabilities/{category}',
    'DELETE /users/{id}/profile/finances/{side}/{category}/{itemId}',
  ]);
  expect(endpointPath(financeItemEndpoints.deleteItem, { id: 7, side: 'assets', category: 'real_estate', itemId: 12 })).toBe('/users/7/profile/finances/assets/real_estate/12');
  expect(serverRoutePath(financeItemEndpoints.addAsset)).toBe('/users/:id/profile/finances/assets/:category');
});

test('adding and deleting items is writing the application: application.read and application.write, a verified e-mail', () => {
  for (const endpoint of Object.values(financeItemEndpoints)) expect(endpoint.access).toBe(applicationWriter);
  expect(applicationWriter).toMatchObject({ verified: true, permissions: ['application.read', 'application.write'] });
});
