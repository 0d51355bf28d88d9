import { DOCUMENT_TYPES, documentEndpoints } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { Card, FileUpload, VerifiedOnly } from '@portal/shared-ui/kit';
import { realEstateTexts } from '../../../texts/application-experience';
import { useMayUploadDocuments } from '../../../features/borrower-documents/useBorrowerDocuments';

/**
 * "A stated-experience document may be uploaded with type Borrower Stated Experience" (spec 002 §5), through "upload
 * /users/{id}/docs | type, doc_date, net_worth, file". Shown to those whose role sends documents; "Upload needs a
 * verified e-mail", so the unverified get the not-verified popover instead.
 */
export function StatedExperienceUpload({ userId }: { userId: number }) {
  if (!useMayUploadDocuments()) return null;
  return (
    <Card title={realEstateTexts.statedExperience}>
      <VerifiedOnly>
        {(trigger) =>
          trigger ? (
            <Button variant="secondary" {...trigger}>
              {realEstateTexts.statedExperience}
            </Button>
          ) : (
            <FileUpload
              label={realEstateTexts.statedExperience}
              hint={realEstateTexts.statedExperienceHint}
              endpoint={documentEndpoints.upload}
              input={{ params: { id: userId }, body: { type: DOCUMENT_TYPES.statedExperience } }}
              field="file"
            />
          )
        }
      </VerifiedOnly>
    </Card>
  );
}
