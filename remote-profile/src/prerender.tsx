// Build time only (package.json `portal.prerender`): the pages the host server sends drawn, before any script runs —
// for a signed-in person a picture of the page's outline, which the area's first render replaces.
import {
  APPLICATION_TABS_IN_A_ROW_MEDIA,
  applicationTabFact,
  ENTITIES_FACT,
  matchRoute,
  permissionFact,
  personOfFacts,
  SIGN_APPLICATION_TAB_INDEX,
  VERIFIED_FACT,
  type DrawnFor,
} from '@portal/shared-contracts';
import { prerenderPage } from '@portal/shared-ui/prerender';
import { RemoteRoutes, type AreaPages } from '@portal/shared-ui/remote';
import { Application } from './pages/Application/Application';
import { Guarantor } from './pages/Guarantor/Guarantor';
import { ProofOfFunds } from './pages/ProofOfFunds/ProofOfFunds';

// The pages themselves, not their chunks (routes.tsx): a page still on its way draws only its spinner.
const pages: AreaPages = {
  Plaid: <ProofOfFunds />,
  BorrowerApplication: <Application />,
  SignApplication: <Application openOn={SIGN_APPLICATION_TAB_INDEX} />,
  Guarantor: <Guarantor />,
};

function PagesDrawnAhead() {
  return <RemoteRoutes owner="profile" pages={pages} />;
}

/**
 * The pages drawn ahead that fit only some (the contract's pictures.ts), each drawn for the person its facts describe:
 * the application opens on its Introduction, its tabs in a row, for a person whose session names that tab on a screen
 * under 1300 px, and on its signing (SignApplication) for a verified person with an entity who may sign, on such a
 * screen; the Guarantor page shows the signing, eSign waiting, and the documents' spinner to a verified person with an
 * entity who may read and sign the application and read the documents. Anyone else gets the outline's spinner.
 */
const MAY_SIGN = [VERIFIED_FACT, ENTITIES_FACT, ...(['application.read', 'application.write'] as const).map(permissionFact)];

export const drawnFor: Record<string, DrawnFor> = {
  BorrowerApplication: { facts: [applicationTabFact(0)], media: APPLICATION_TABS_IN_A_ROW_MEDIA },
  SignApplication: { facts: MAY_SIGN, media: APPLICATION_TABS_IN_A_ROW_MEDIA },
  Guarantor: { facts: [...MAY_SIGN, permissionFact('mydocs.read')] },
};

export function prerender(path: string): string {
  const fits = drawnFor[matchRoute(path).route.name];
  return prerenderPage(PagesDrawnAhead, path, fits ? personOfFacts(fits.facts) : null);
}
