// Lint fixture: the contract depending on shared-ui. See tooling/README.md.
import { Button } from '../../shared-ui/src/index'; // lint-fixture-expects: import-x/no-restricted-paths

export const aButtonInTheContract = Button;
