// Lets `pnpm portal …`, run from the repository root, load the deploy package's TypeScript with its own
// @swc-node/register (pnpm links it under deploy/, not at the root).
require('@swc-node/register');
