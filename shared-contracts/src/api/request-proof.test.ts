import { needsRequestProof, REQUEST_PROOF_HEADER, REQUEST_PROOF_HEADERS, REQUEST_PROOF_VALUE } from './request-proof';

test('the portal proves its requests with one custom header, which a cross-site form cannot send', () => {
  expect(REQUEST_PROOF_HEADER).toBe('X-Portal-Request');
  expect(REQUEST_PROOF_VALUE).toBe('1');
  expect(REQUEST_PROOF_HEADERS).toEqual({ 'X-Portal-Request': '1' });
});

test('every method that may change something needs it; reading does not', () => {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(needsRequestProof(method)).toBe(true);
  for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(needsRequestProof(method)).toBe(false);
});
