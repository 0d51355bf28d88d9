// Lint fixture (never built, type-checked or tested): a remote reaching into another remote's source by a
// relative, extension-less path — the only kind of import the portal's code uses. See tooling/README.md.
import { mount } from '../../remote-auth/src/app'; // lint-fixture-expects: import-x/no-restricted-paths

export const mountsTheSignInArea = mount;
