import { guarantorDocumentsRows, routeByName } from '@portal/shared-contracts';
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
  // The signing shows at once, eSign waiting at its own size until the application's missing sections are known: the
  // card keeps its size as they arrive, and on a phone the documents below it are not pushed down.
  return (
    <Page title={routeByName('Guarantor').title} wide>
      <div className="profile-guarantor">
        <Card title={applicationSigningTexts.signingTitle}>
          {mayReadApplication ? (
            <>
              <p className="profile-guarantor__intro">{applicationSigningTexts.intro}</p>
              <LoadingWrapper loading={false} error={profile.error} onRetry={profile.retry}>
                <ApplicationSigning missing={profile.status === 'loaded' ? profile.data.missing : null} onSigned={signed} autoSignEntity={autoSignEntity} withStartApplication />
              </LoadingWrapper>
            </>
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
    </Page>
  );
}
