// Lint fixture: the host importing a remote's source, statically or lazily, instead of loading it at runtime
// through Module Federation. See tooling/README.md.
import { mount } from '../../remote-deals/src/app'; // lint-fixture-expects: import-x/no-restricted-paths

export const mountsTheDealsArea = mount;
export const loadsMyDealsLazily = () => import('../../remote-loans/src/app'); // lint-fixture-expects: import-x/no-restricted-paths
