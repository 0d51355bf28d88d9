// Lint fixture that must pass: the API's one portal dependency, shared-contracts, resolves by package name and
// breaks no layer. See tooling/README.md.
import { CONTRACT_VERSION } from '@portal/shared-contracts';

export const allowed = CONTRACT_VERSION;
