import { classifyLoadError, RemoteLoadFailure } from './remoteFailure';

test('load errors are classified so the fallback can say which one happened', () => {
  const chunk = Object.assign(new Error('Loading chunk 262 failed.'), { name: 'ChunkLoadError' });
  expect(classifyLoadError(chunk).kind).toBe('chunk-load');
  expect(classifyLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.')).kind).toBe('chunk-load');
  expect(classifyLoadError(new Error('RUNTIME-014 The remote does not expose the requested module.')).kind).toBe('invalid-module');
  expect(classifyLoadError(new Error('RUNTIME-003 Failed to get manifest.')).kind).toBe('invalid-manifest');
  expect(classifyLoadError(new TypeError('x is not a function')).kind).toBe('evaluation');
  const known = new RemoteLoadFailure('contract', 'built against 2.0.0');
  expect(classifyLoadError(known)).toBe(known);
});
