// Lint fixture: a remote importing the host's shell. See tooling/README.md.
import { Shell } from '../../host/src/shell/Shell'; // lint-fixture-expects: import-x/no-restricted-paths

export const theHostShell = Shell;
