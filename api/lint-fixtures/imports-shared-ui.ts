// Lint fixture: the API importing shared-ui, by path and by package name. See tooling/README.md.
import { Button } from '../../shared-ui/src/index'; // lint-fixture-expects: import-x/no-restricted-paths
import { Modal } from '@portal/shared-ui'; // lint-fixture-expects: no-restricted-imports, import-x/no-unresolved

export const uiInTheApi = { Button, Modal };
