// What a remote's release takes in place of its own copy of @module-federation/webpack-bundler-runtime: the host's
// (provide-runtime.js), with what must stay the remote's own.
// - `runtime.init`: the remote's, because it finds the container's instance by this build's identifier (a constant
//   each build defines): the host's would find the host's instance and reconfigure it.
// - `initContainerEntry`: the host exposes nothing, so its build leaves that function out.
// - a container's state (`instance`, `initOptions`, `bundlerRuntimeOptions`, the share scopes `S`): never shared.
// Everything else is the same code at the same version (the release check), run with the container's own
// `webpackRequire`, which the functions are given.
import { init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/initContainerEntry';
import { BUNDLER_RUNTIME_GLOBAL } from './names.js';

const host = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!host) {
  throw new Error(`This release runs on the portal host's federation runtime, and the page has none (${BUNDLER_RUNTIME_GLOBAL} is not set).`);
}

export default {
  ...host,
  runtime: { ...host.runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
  bundlerRuntime: { ...host.bundlerRuntime, remotes: undefined, S: {}, initContainerEntry },
};
