import { devFileEndpoints, sessionEndpoints } from '@portal/shared-contracts';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { PortalProvider } from '../react/PortalProvider';
import { createFakePortal } from '../testing/fakePortal';
import { downloadUrl } from './download-url';
import { useDownloadUrl } from './use-download-url';

test("a download's address comes from the endpoint table: the API base, the path with its parameters", () => {
  expect(downloadUrl('https://api.lender.test/', devFileEndpoints.download, { params: { id: 42, fileId: 7 } })).toBe('https://api.lender.test/users/42/dev/files/7');
  expect(downloadUrl('/api', devFileEndpoints.zip, { params: { id: 42 } })).toBe('/api/users/42/dev/files.zip');
});

test('an endpoint that is not a download, or a missing parameter, is a mistake in the code', () => {
  // @ts-expect-error only download endpoints make links
  expect(() => downloadUrl('/api', sessionEndpoints.currentUser, { params: { id: 42 } })).toThrow('GET /users/{id} is not a download endpoint');
  expect(() => downloadUrl('/api', devFileEndpoints.download, { params: { id: 42, fileId: '' } })).toThrow('needs the parameter fileId');
});

test("useDownloadUrl builds addresses on the portal's API base", () => {
  const { portal } = createFakePortal();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(PortalProvider, { portal }, children);
  const { result } = renderHook(() => useDownloadUrl(), { wrapper });

  expect(result.current(devFileEndpoints.download, { params: { id: 42, fileId: 7 } })).toBe('/api/users/42/dev/files/7');
});
