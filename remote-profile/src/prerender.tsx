// Build time only (package.json `portal.prerender`): the pages the host server sends drawn, before any script runs —
// for a signed-in person a picture of the page's outline, which the area's first render replaces.
import {
  APPLICATION_TABS,
  APPLICATION_TABS_IN_A_ROW_MEDIA,
  APPLICATION_TABS_VERTICAL_MEDIA,
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
import { DrawnForAWideWindow } from './pages/Application/useVerticalTabs';
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

function PagesDrawnAheadForAWideWindow() {
  return (
    <DrawnForAWideWindow value>
      <PagesDrawnAhead />
    </DrawnForAWideWindow>
  );
}

/**
 * The pages drawn ahead that fit only some (the contract's pictures.ts), each drawn for the person its facts describe,
 * and the application for each screen (its tabs in a row under 1300 px, standing beside the panel from there): the
 * application once for each tab the session may name (its tabs, and what the tab shows before the profile has arrived:
 * the Introduction, a tab's words, the signing); the signing (the application's last tab, SignApplication, and the
 * Guarantor page with its documents' spinner) for one who may sign, as each kind of them first sees it. Anyone else
 * gets the outline's spinner.
 */
const MAY_SIGN = (['application.read', 'application.write'] as const).map(permissionFact);
const ON_EACH_SCREEN = [APPLICATION_TABS_IN_A_ROW_MEDIA, APPLICATION_TABS_VERTICAL_MEDIA];

/**
 * The signing's pictures for those with these facts, the first that fits shown: a verified person with an entity
 * (eSign, waiting for the application's sections), an unverified one with an entity (eSign, which says why not), and one
 * without an entity (who is asked to add one first, verified or not).
 */
const signingFor = (facts: readonly string[]) => [[VERIFIED_FACT, ENTITIES_FACT, ...facts], [ENTITIES_FACT, ...facts], [...facts]];

/** The application's pictures for these kinds of person, on each screen. */
const applicationFor = (kinds: readonly (readonly string[])[]): PicturesOfPage => ON_EACH_SCREEN.flatMap((media) => kinds.map((facts) => ({ facts: [...facts], media })));

const onEachTab = APPLICATION_TABS.flatMap((_label, tab) => (tab === SIGN_APPLICATION_TAB_INDEX ? signingFor([applicationTabFact(tab), ...MAY_SIGN]) : [[applicationTabFact(tab)]]));

export const drawnFor: Record<string, PicturesOfPage> = {
  BorrowerApplication: applicationFor(onEachTab),
  SignApplication: applicationFor(signingFor(MAY_SIGN)),
  Guarantor: signingFor([...MAY_SIGN, permissionFact('mydocs.read')]).map((facts) => ({ facts })),
};

/** The page at `path`, drawn for nobody, or for the kind of person one of its pictures fits. */
export function prerender(path: string, fits?: DrawnFor): string {
  const wide = fits?.media === APPLICATION_TABS_VERTICAL_MEDIA;
  return prerenderPage(wide ? PagesDrawnAheadForAWideWindow : PagesDrawnAhead, path, fits ? personOfFacts(fits.facts) : null);
}
