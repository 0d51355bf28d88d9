import { useField, useForm } from 'react-final-form';
import { dealEndpoints, type DealDocument, type DealForm } from '@portal/shared-contracts';
import { Button, useSession } from '@portal/shared-ui';
import { FileUpload } from '@portal/shared-ui/kit';
import { wizardTexts } from '../../../texts/wizard';

/**
 * "The last wizard step is Upload Documents" (spec 001 §2): the shared upload control sends each file as soon as it
 * is picked (progress, the slow-upload warning and Cancel, the file rules of §5), and the deal keeps the documents
 * by id and name; the API attaches them to the new loan. Optional: a deal may go without documents.
 */
export function UploadDocumentsStep() {
  const userId = useSession((state) => state.bundle?.user.id ?? 0);
  const form = useForm<DealForm>();
  const { input } = useField<DealDocument[]>('files', { subscription: { value: true } });
  const documents = input.value || [];
  // Uploads finish in any order, each after the page has moved on: read the list as it is when one finishes.
  const held = () => form.getState().values.files ?? [];

  return (
    <div className="deals-documents">
      <FileUpload
        label={wizardTexts.documents.label}
        hint={wizardTexts.documents.hint}
        endpoint={dealEndpoints.uploadDocument}
        input={{ params: { userId } }}
        field="file"
        onUploaded={(_file, stored) => form.change('files', [...held(), { id: stored.id, name: stored.name }])}
      />
      {documents.length > 0 && (
        <section aria-labelledby="deals-documents-sent">
          <h3 id="deals-documents-sent" className="deals-documents__title">
            {wizardTexts.documents.sent}
          </h3>
          <ul className="deals-documents__list">
            {documents.map((document) => (
              <li key={document.id} className="deals-documents__item">
                <span>{document.name}</span>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={wizardTexts.documents.remove(document.name)}
                  onClick={() => form.change('files', held().filter((each) => each.id !== document.id))}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
