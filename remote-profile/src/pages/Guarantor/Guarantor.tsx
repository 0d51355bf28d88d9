import { useState } from 'react';
import { guarantorDocumentsRows, routeByName } from '@portal/shared-contracts';
import { Spinner } from '@portal/shared-ui';
import { Card, LoadingWrapper, Page } from '@portal/shared-ui/kit';
import { ApplicationSigning } from '../../features/application-signing/ApplicationSigning';
import { applicationSigningTexts } from '../../texts/application-signing';
import { GuarantorDocuments } from './GuarantorDocuments';
import { useGuarantor } from './useGuarantor';
import './Guarantor.css';

/**
 * Guarantor and Borrower Application, `/guarantor` (spec 002 §2.5): "The user chooses the borrower entity, then uses
 * Start Application and eSign. Next to it is a list of borrower documents"; `?esign` starts the signing on its own.
 */
export function Guarantor() {
  const { userId, mayReadApplication, mayReadDocuments, profile, documents, autoSignEntity, signed } = useGuarantor();
  // The two cards first show together: on a phone, one above the other, the documents were pushed down as the signing
  // arrived (Lighthouse mobile: a layout shift of 0.15). A retry afterwards shows its own card's spinner.
  const [firstLoad, setFirstLoad] = useState(true);
  const waiting = (mayReadApplication && profile.loading) || (mayReadDocuments && documents.loading);
  if (firstLoad && !waiting) setFirstLoad(false);
  return (
    <Page title={routeByName('Guarantor').title} wide>
      {firstLoad && waiting ? (
        <div className="pui-loading">
          <Spinner size="large" label={applicationSigningTexts.loadingApplication} />
        </div>
      ) : (
        <div className="profile-guarantor">
          <Card title={applicationSigningTexts.signingTitle}>
            {mayReadApplication ? (
              <LoadingWrapper loading={profile.loading} error={profile.error} onRetry={profile.retry} loadingLabel={applicationSigningTexts.loadingApplication}>
                <p className="profile-guarantor__intro">{applicationSigningTexts.intro}</p>
                {profile.status === 'loaded' && <ApplicationSigning missing={profile.data.missing} onSigned={signed} autoSignEntity={autoSignEntity} withStartApplication />}
              </LoadingWrapper>
            ) : (
              <p>{applicationSigningTexts.noApplicationAccess}</p>
            )}
          </Card>
          {mayReadDocuments && (
            <Card title={applicationSigningTexts.documentsTitle}>
              <LoadingWrapper loading={documents.loading} error={documents.error} onRetry={documents.retry} loadingLabel={applicationSigningTexts.loadingDocuments}>
                {documents.status === 'loaded' && userId !== undefined && <GuarantorDocuments documents={guarantorDocumentsRows(documents.data)} userId={userId} />}
              </LoadingWrapper>
            </Card>
          )}
        </div>
      )}
    </Page>
  );
}
