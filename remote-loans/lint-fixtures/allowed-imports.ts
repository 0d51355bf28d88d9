// Lint fixture that must pass: what a remote may import (shared-contracts, shared-ui, its own source), each of
// which must resolve — the workspace packages through their package names. See tooling/README.md.
import { CONTRACT_VERSION } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { AreaRoutes } from '../src/routes';

export const allowed = { CONTRACT_VERSION, Button, AreaRoutes };
