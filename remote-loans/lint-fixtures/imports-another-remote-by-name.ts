// Lint fixture: a remote importing another remote by package name. It is not a dependency, so it does not
// resolve and no zone sees it; the package-name rule does. See tooling/README.md.
import { mount } from '@portal/remote-auth/src/app'; // lint-fixture-expects: no-restricted-imports, import-x/no-unresolved

export const mountsTheSignInArea = mount;
