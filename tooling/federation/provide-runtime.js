// The host's federation runtime plugin: it hands the page's one federation runtime to every remote's release.
// - the runtime core, as `@module-federation/enhanced`'s own plugin does (`experiments.provideExternalRuntime`);
// - the bundler runtime (the functions a webpack container runs to share modules and start its entry), which a
//   remote's release takes from here instead of carrying its own copy (see host-bundler-runtime.js).
// Host and remotes then move @module-federation/enhanced together; the operators' release check refuses a mismatch.
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import federation from '@module-federation/webpack-bundler-runtime/bundler';
import { BUNDLER_RUNTIME_GLOBAL } from './names.js';

export default function provideFederationRuntime() {
  const runtimeCore = injectExternalRuntimeCorePlugin();
  return {
    name: 'portal-provide-federation-runtime',
    version: runtimeCore.version,
    beforeInit(args) {
      globalThis[BUNDLER_RUNTIME_GLOBAL] ??= federation;
      return runtimeCore.beforeInit(args);
    },
  };
}
