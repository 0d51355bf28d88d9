import { SIGN_APPLICATION_TAB_INDEX } from '@portal/shared-contracts';
import { lazyPage } from '@portal/shared-ui';
import { pagePreloader, RemoteRoutes, type AreaPages } from '@portal/shared-ui/remote';
import { profileTexts } from './texts/profile';

// Each page loads its own chunk only when visited.
const loading = { loadingLabel: profileTexts.loadingPage };
const EntitiesList = lazyPage(() => import(/* webpackChunkName: "entities-list" */ './pages/Entities/EntitiesList').then((module) => module.EntitiesList), loading);
const EntityDetails = lazyPage(() => import(/* webpackChunkName: "entity-details" */ './pages/Entities/EntityDetails').then((module) => module.EntityDetails), loading);
const MyDocuments = lazyPage(() => import(/* webpackChunkName: "my-documents" */ './pages/MyDocuments/MyDocuments').then((module) => module.MyDocuments), loading);
const ProofOfFunds = lazyPage(() => import(/* webpackChunkName: "plaid" */ './pages/ProofOfFunds/ProofOfFunds').then((module) => module.ProofOfFunds), loading);
const PdfSigned = lazyPage(() => import(/* webpackChunkName: "pdf-signed" */ './pages/PdfSigned/PdfSigned').then((module) => module.PdfSigned), loading);
const Application = lazyPage(() => import(/* webpackChunkName: "borrower-application" */ './pages/Application/Application').then((module) => module.Application), loading);
// The same page asked for under its own route's name, so that the release lists its files for that route too (tooling's
// pageFiles), from which the host server sends a page drawn ahead its stylesheets; webpack keeps one file for the two.
const SignApplication = lazyPage(() => import(/* webpackChunkName: "sign-application" */ './pages/Application/Application').then((module) => module.Application), loading);
const Guarantor = lazyPage(() => import(/* webpackChunkName: "guarantor" */ './pages/Guarantor/Guarantor').then((module) => module.Guarantor), loading);
const Settings = lazyPage(() => import(/* webpackChunkName: "settings" */ './pages/Settings/Settings').then((module) => module.Settings), loading);

/** The page each route of the area shows. */
const pages: AreaPages = {
  EntitiesList: <EntitiesList />,
  EntityDetails: <EntityDetails />,
  MyDocuments: <MyDocuments />,
  Plaid: <ProofOfFunds />,
  PdfSigned: <PdfSigned />,
  Settings: <Settings />,
  BorrowerApplication: <Application />,
  SignApplication: <SignApplication openOn={SIGN_APPLICATION_TAB_INDEX} />,
  Guarantor: <Guarantor />,
};

/** The pages of the profile area, keyed by the contract's route names. */
export function AreaRoutes() {
  return <RemoteRoutes owner="profile" pages={pages} />;
}

/** Fetches the code of a page of the area ahead of its visit (the host asks when a link to it is pointed at or clicked). */
export const preloadPage = pagePreloader('profile', pages);
