// Build time only (package.json `portal.prerender`): the pages the host server sends drawn, before any script runs —
// for a signed-in person a picture of the page's outline, which the area's first render replaces.
import {
  APPLICATION_TABS,
  APPLICATION_TABS_IN_A_ROW_MEDIA,
  applicationTabFact,
  ENTITIES_FACT,
  permissionFact,
  personOfFacts,
  SIGN_APPLICATION_TAB_INDEX,
  VERIFIED_FACT,
  type DrawnFor,
  type PicturesOfPage,
} from '@portal/shared-contracts';
import { prerenderPage } from '@portal/shared-ui/prerender';
import { RemoteRoutes, type AreaPages } from '@portal/shared-ui/remote';
import { Application } from './pages/Application/Application';
import { Guarantor } from './pages/Guarantor/Guarantor';
import { PdfSigned } from './pages/PdfSigned/PdfSigned';
import { ProofOfFunds } from './pages/ProofOfFunds/ProofOfFunds';

// The pages themselves, not their chunks (routes.tsx): a page still on its way draws only its spinner.
const pages: AreaPages = {
  Plaid: <ProofOfFunds />,
  PdfSigned: <PdfSigned />,
  BorrowerApplication: <Application />,
  SignApplication: <Application openOn={SIGN_APPLICATION_TAB_INDEX} />,
  Guarantor: <Guarantor />,
};

function PagesDrawnAhead() {
  return <RemoteRoutes owner="profile" pages={pages} />;
}

/**
 * The pages drawn ahead that fit only some (the contract's pictures.ts), each drawn for the person its facts describe,
 * on a screen under 1300 px where the application's tabs lie in a row: the application once for each tab the session may
 * name (its tabs, and what the tab shows before the profile has arrived: the Introduction, a tab's words, the signing);
 * the signing (the application's last tab, SignApplication, and the Guarantor page with its documents' spinner) for one
 * who may sign, as each kind of them first sees it. Anyone else gets the outline's spinner.
 */
const MAY_SIGN = (['application.read', 'application.write'] as const).map(permissionFact);
const IN_A_ROW = APPLICATION_TABS_IN_A_ROW_MEDIA;

/**
 * The signing's pictures for those with these facts, the first that fits shown: a verified person with an entity
 * (eSign, waiting for the application's sections), an unverified one with an entity (eSign, which says why not), and one
 * without an entity (who is asked to add one first, verified or not).
 */
const signingFor = (facts: readonly string[]) => [[VERIFIED_FACT, ENTITIES_FACT, ...facts], [ENTITIES_FACT, ...facts], [...facts]];

const applicationOnEachTab = APPLICATION_TABS.flatMap((_label, tab) =>
  (tab === SIGN_APPLICATION_TAB_INDEX ? signingFor([applicationTabFact(tab), ...MAY_SIGN]) : [[applicationTabFact(tab)]]).map((facts) => ({ facts, media: IN_A_ROW })),
);

export const drawnFor: Record<string, PicturesOfPage> = {
  BorrowerApplication: applicationOnEachTab,
  SignApplication: signingFor(MAY_SIGN).map((facts) => ({ facts, media: IN_A_ROW })),
  Guarantor: signingFor([...MAY_SIGN, permissionFact('mydocs.read')]).map((facts) => ({ facts })),
};

/** The page at `path`, drawn for nobody, or for the kind of person one of its pictures fits. */
export function prerender(path: string, fits?: DrawnFor): string {
  return prerenderPage(PagesDrawnAhead, path, fits ? personOfFacts(fits.facts) : null);
}
