// Lint fixture: shared-ui knowing a remote. See tooling/README.md.
import { mount } from '../../remote-loans/src/app'; // lint-fixture-expects: import-x/no-restricted-paths

export const mountsMyDeals = mount;
