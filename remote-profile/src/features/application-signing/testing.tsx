import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { act } from '@testing-library/react';
import {
  applicationEndpoints,
  applicationSigningEndpoints,
  AssetsAnswer,
  LiabilitiesAnswer,
  documentEndpoints,
  indicatorEndpoints,
  missingSectionsOf,
  PDF_SIGNED_MESSAGE,
  type AccountDocument,
  type ApplicationProfile,
  type MissingSections,
  type Permission,
  type SignedInBundle,
} from '@portal/shared-contracts';
import { RemoteRoutes } from '@portal/shared-ui/remote';
import { answer, createFakePortal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { Guarantor } from '../../pages/Guarantor/Guarantor';

/** Every section complete but the signed application itself. */
export const readyToSign: MissingSections = missingSectionsOf({
  saved: new Set(['contact', 'finances', 'declarations', 'demographics', 'realEstateExperience']),
  employmentRecords: 1,
  agreed: true,
  signed: false,
});

/** The profile of an application of which nothing is saved yet but what `missing` says. */
export function profileMissing(missing: MissingSections): ApplicationProfile {
  const noItems = (schema: { entries: object }) => Object.fromEntries(Object.keys(schema.entries).map((key) => [key, []]));
  return {
    agreement: null,
    contact: null,
    employment: [],
    finances: null,
    assets: v.parse(AssetsAnswer, noItems(AssetsAnswer)),
    liabilities: v.parse(LiabilitiesAnswer, noItems(LiabilitiesAnswer)),
    declarations: null,
    demographics: null,
    realEstateExperience: null,
    realEstateOperation: [],
    application: null,
    missing,
  };
}

export const SIGNING_URL = '/api/e-signature/token';

/** Ann's entities as her session lists them: the last is the newest. */
export const ANNS_ENTITIES = [
  { id: 7, name: 'Lee Holdings LLC' },
  { id: 8, name: 'Lee Family Trust' },
];

export interface SigningRender {
  url?: string;
  missing?: MissingSections;
  documents?: AccountDocument[];
  permissions?: Permission[];
  person?: Partial<SignedInBundle['user']>;
  entities?: SignedInBundle['entities'];
  answers?: readonly FakeAnswer[];
  /** For tests on jest's fake timers: user-event then moves them. */
  fakeTimers?: boolean;
}

/** A fake portal for Ann, who may read and sign the application, answering the signing's calls. */
export function signingPortal({ missing = readyToSign, documents = [], permissions = ['application.read', 'application.write', 'mydocs.read'], person = {}, entities = ANNS_ENTITIES, answers = [] }: SigningRender = {}) {
  const base = signedInBundle({ permissions, entities });
  return createFakePortal({
    bundle: { ...base, user: { ...base.user, ...person } },
    answers: [
      answer(applicationEndpoints.profile, profileMissing(missing)),
      answer(documentEndpoints.list, documents),
      answer(indicatorEndpoints.read, { missing: { count: 0, entities: 0, loans: 0 }, docs: { neededCount: 0 }, alerts: { application: false, applicationTab: null } }),
      answer(applicationSigningEndpoints.send, { docusign_url_embedded_signature: SIGNING_URL }),
      answer(applicationSigningEndpoints.saveSigned, ({ body }) => ({ type: 'entity', entity: Number(body.entity), signed: true })),
      ...answers,
    ],
  });
}

/** The remote's router showing the Guarantor page at `/guarantor` (or the url given). */
export function renderGuarantor({ url = '/guarantor', fakeTimers = false, ...options }: SigningRender = {}) {
  const fake = signingPortal(options);
  const view = renderWithPortal(<RemoteRoutes owner="profile" pages={{ Guarantor: <Guarantor /> }} />, { ...fake, url });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  return { ...fake, ...view, user };
}

/** `/pdf_signed`, loaded in the frame once signed, tells the window that framed it. */
export function signingFrameReturns(frame: HTMLElement) {
  act(() => window.dispatchEvent(new MessageEvent('message', { data: PDF_SIGNED_MESSAGE, origin: window.location.origin, source: (frame as HTMLIFrameElement).contentWindow })));
}
