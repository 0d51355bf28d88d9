// Lint fixture: React in the contract, which runs in the browser and on the server alike. See tooling/README.md.
import { useState } from 'react'; // lint-fixture-expects: no-restricted-imports

export const aHookInTheContract = useState;
