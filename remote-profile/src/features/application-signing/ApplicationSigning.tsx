import { Form } from 'react-final-form';
import { applicationSigningEndpoints, applicationSigningMessages, mayStartSigning, type ApplicationAnswer, type MissingSections, type SignedInBundle } from '@portal/shared-contracts';
import { Modal, RouteLink, useMayCall, useSession } from '@portal/shared-ui';
import { ButtonRow, EmptyState, SelectField, SigningFrame } from '@portal/shared-ui/kit';
import { applicationSigningTexts } from '../../texts/application-signing';
import { SignControl } from './SignControl';
import { SigningOutcome } from './SigningOutcome';
import { useApplicationSigning } from './useApplicationSigning';
import { useAutoSign } from './useAutoSign';
import './application-signing.css';

export interface ApplicationSigningProps {
  /** The application's missing sections; null while its profile is on its way (the rest shows, eSign waits). */
  missing: MissingSections | null;
  /** The application was signed and saved as signed: the page reloads what it shows. */
  onSigned(answer: ApplicationAnswer): void;
  /** The entity to start signing for on its own, after the delay ("Query parameter esign"); null for none. */
  autoSignEntity?: number | null;
  /** Start Application beside eSign: the Guarantor page's, not the application's own last tab. */
  withStartApplication?: boolean;
}

type EntityChoice = { entity?: string };

const NO_ENTITIES: SignedInBundle['entities'] = [];
const nothingToSubmit = () => undefined;

/**
 * The application's signing (spec 002 §2.5, §4 'Application signing'): "The user chooses an entity", Start
 * Application, and eSign, which "opens an embedded signature frame (the address of the frame comes from the send
 * call)". The entities are the session's.
 */
export function ApplicationSigning({ missing, onSigned, autoSignEntity = null, withStartApplication = false }: ApplicationSigningProps) {
  const entities = useSession((state) => state.bundle?.entities ?? NO_ENTITIES);
  const maySign = useMayCall(applicationSigningEndpoints.send);
  const { state, start, frameSigned, closeFrame } = useApplicationSigning(onSigned);
  // Only what eSign itself would start: a person who may sign, with every section complete.
  useAutoSign(autoSignEntity !== null && maySign && missing !== null && mayStartSigning(missing, true) ? autoSignEntity : null, (entity) => void start(entity));
  const initialValues: EntityChoice = { entity: autoSignEntity === null ? undefined : String(autoSignEntity) };

  return (
    <div className="profile-signing">
      {entities.length === 0 ? (
        <EmptyState text={applicationSigningTexts.noEntities} action={<RouteLink route="EntitiesList">{applicationSigningTexts.addEntity}</RouteLink>} />
      ) : (
        <Form<EntityChoice> onSubmit={nothingToSubmit} initialValues={initialValues} subscription={{ values: true }}>
          {({ values }) => (
            <div className="profile-signing__choice">
              <SelectField name="entity" label={applicationSigningTexts.entity} options={entities.map((entity) => ({ value: String(entity.id), label: entity.name }))} />
              <ButtonRow align="start">
                {withStartApplication && (
                  <RouteLink route="BorrowerApplication" look="secondary">
                    {applicationSigningTexts.startApplication}
                  </RouteLink>
                )}
                <SignControl
                  missing={missing}
                  entityChosen={Boolean(values.entity)}
                  sending={state.step === 'sending' || state.step === 'saving'}
                  onSign={() => void start(Number(values.entity))}
                />
              </ButtonRow>
            </div>
          )}
        </Form>
      )}
      <div className="profile-signing__certification">
        <p>{applicationSigningTexts.certification}</p>
        <blockquote>{applicationSigningMessages.certification}</blockquote>
      </div>
      <SigningOutcome state={state} />
      <Modal open={state.step === 'signing'} title={applicationSigningTexts.signingDialog} onClose={closeFrame} className="profile-signing__dialog">
        {state.step === 'signing' && <SigningFrame url={state.url} title={applicationSigningTexts.signingFrame} onSigned={() => void frameSigned()} />}
      </Modal>
    </div>
  );
}
