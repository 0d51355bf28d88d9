import type { FormApi } from 'final-form';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, FormSpy, useFormState } from 'react-final-form';
import {
  cardAdvancesByItself,
  dealStepSchema,
  dealWizardSteps,
  emptyDealForm,
  nextIsShown,
  type DealForm,
  type DealWizardStepKey,
  WIZARD_AUTO_ADVANCE_MS,
} from '@portal/shared-contracts';
import { Button, uiTexts, useSession, validateWith } from '@portal/shared-ui';
import { ButtonRow, VerifiedOnly, VisuallyHidden } from '@portal/shared-ui/kit';
import { dependentAnswers } from '../../features/deal-form/dependent-answers';
import { wizardTexts } from '../../texts/wizard';
import { readDealDraft, writeDealDraft, type DealDraft } from './deal-draft';
import { DealChoiceStep } from './DealChoiceStep';
import { DealSummary } from './DealSummary';
import { stepIsComplete, stepStates } from './step-states';
import { EntityStep } from './steps/EntityStep';
import { PropertyDetailsStep } from './steps/PropertyDetailsStep';
import { RepairsStep } from './steps/RepairsStep';
import { TransactionStep } from './steps/TransactionStep';
import { UploadDocumentsStep } from './steps/UploadDocumentsStep';
import { useSubmitDeal } from './useSubmitDeal';
import './NewDeal.css';

const decorators = [dependentAnswers];
const firstDraft = (): DealDraft => ({ deal: emptyDealForm(), step: 'transactionType', visited: ['transactionType'] });

/**
 * NewDeal, "Let's build your deal" (spec 001 §2): the first steps as cards, then the tabs, with the Deal Summary
 * beside them. The whole deal is one react-final-form form; the contract's rules clear dependent answers
 * (`dependentAnswers`) and check each step before moving on (`dealStepSchema`). The draft is kept for this tab, so a
 * refresh or a wrong click loses nothing typed.
 */
export function NewDeal() {
  const userId = useSession((state) => state.bundle?.user.id ?? null);
  // The route needs a session: the guard never shows the page without one.
  if (userId === null) return null;
  return <DealWizard key={userId} userId={userId} />;
}

function DealWizard({ userId }: { userId: number }) {
  const [start] = useState(() => readDealDraft(userId) ?? firstDraft());
  const [step, setStep] = useState<DealWizardStepKey>(start.step);
  const [visited, setVisited] = useState<DealWizardStepKey[]>(start.visited);
  const [refused, setRefused] = useState(false);
  const titleId = useId();

  function showStep(next: DealWizardStepKey) {
    setStep(next);
    setRefused(false);
    setVisited((seen) => (seen.includes(next) ? seen : [...seen, next]));
  }

  const submitDeal = useSubmitDeal(userId, showStep);
  // "Each tab validates before moving on": the form checks the step shown, with the contract's schema for it.
  const validate = useMemo(() => (deal: DealForm) => validateWith(dealStepSchema(step, deal))(deal), [step]);

  async function moveOn(deal: DealForm) {
    const steps = dealWizardSteps(deal);
    const index = steps.findIndex((each) => each.key === step);
    const next = steps[index + 1];
    if (next) {
      showStep(next.key);
      return undefined;
    }
    return submitDeal(deal);
  }

  return (
    <section className="deals-new-deal" aria-labelledby={titleId}>
      <h1 id={titleId} className="deals-new-deal__title">
        {wizardTexts.title}
      </h1>
      <Form<DealForm> initialValues={start.deal} decorators={decorators} validate={validate} onSubmit={moveOn} subscription={{ submitting: true }}>
        {({ handleSubmit, form }) => (
          <div className="deals-new-deal__layout">
            <form
              className="deals-wizard"
              noValidate
              aria-labelledby={titleId}
              onSubmit={(event) => {
                void handleSubmit(event);
                setRefused(form.getState().hasValidationErrors === true);
              }}
            >
              <DraftKeeper userId={userId} step={step} visited={visited} />
              <WizardBody form={form} step={step} visited={visited} onShowStep={showStep} />
            </form>
            <FormSpy<DealForm> subscription={{ values: true }}>
              {({ values }) => <SummaryOf deal={values} step={step} visited={visited} refused={refused} />}
            </FormSpy>
          </div>
        )}
      </Form>
    </section>
  );
}

/** Writes the draft after every change of the deal or of the step. */
function DraftKeeper({ userId, step, visited }: { userId: number; step: DealWizardStepKey; visited: DealWizardStepKey[] }) {
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  useEffect(() => writeDealDraft(userId, { deal: values, step, visited }), [userId, values, step, visited]);
  return null;
}

function SummaryOf({ deal, step, visited, refused }: { deal: DealForm; step: DealWizardStepKey; visited: DealWizardStepKey[]; refused: boolean }) {
  const entities = useSession((state) => state.bundle?.entities);
  const entityNames = useMemo(() => new Map((entities ?? []).map((entity) => [entity.id, entity.name])), [entities]);
  const steps = dealWizardSteps(deal);
  return <DealSummary deal={deal} steps={steps} states={stepStates(steps, deal, { current: step, visited, refused })} entityNames={entityNames} />;
}

interface WizardBodyProps {
  form: FormApi<DealForm>;
  step: DealWizardStepKey;
  visited: DealWizardStepKey[];
  onShowStep(step: DealWizardStepKey): void;
}

/** The steps' list, the step shown and its buttons. */
function WizardBody({ form, step, visited, onShowStep }: WizardBodyProps) {
  const { values: deal, submitting } = useFormState<DealForm>({ subscription: { values: true, submitting: true } });
  const steps = dealWizardSteps(deal);
  const index = Math.max(0, steps.findIndex((each) => each.key === step));
  const current = steps[index]!;
  const isLast = index === steps.length - 1;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  const advance = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A step the deal no longer has (repairs, after the deal type changed) gives way to the step that took its place.
  useEffect(() => {
    if (current.key !== step) onShowStep(current.key);
  }, [current.key, step, onShowStep]);

  // On every move, focus goes to the new step's heading: screen readers say where the borrower is, Tab starts there.
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => () => clearTimeout(advance.current), []);

  // "Choosing a card advances automatically after 100 ms, except for deal type other."
  function chosen(value: string) {
    if (!cardAdvancesByItself(current.key, value)) return;
    clearTimeout(advance.current);
    advance.current = setTimeout(() => void form.submit(), WIZARD_AUTO_ADVANCE_MS);
  }

  /** A step of the list may be shown when every step before it is complete (going back always is). */
  const reachable = (target: number) => target <= index || steps.slice(0, target).every((each) => stepIsComplete(each.key, deal));

  return (
    <>
      <nav aria-label={wizardTexts.steps}>
        <ol className="deals-wizard__steps">
          {steps.map((each, position) => (
            <li key={each.key}>
              <button
                type="button"
                className="deals-wizard__step"
                aria-current={position === index ? 'step' : undefined}
                disabled={!visited.includes(each.key) || !reachable(position)}
                onClick={() => onShowStep(each.key)}
              >
                <span className="deals-wizard__step-number" aria-hidden="true">
                  {position + 1}
                </span>
                {/* On a phone the steps show their number only, in one row: seven names stood in seven rows, and the
                    current one's stands as the heading under them. */}
                <VisuallyHidden onAPhone>{each.title}</VisuallyHidden>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <h2 ref={headingRef} tabIndex={-1} className="deals-wizard__title">
        <VisuallyHidden>{`${uiTexts.stepOf(index + 1, steps.length)}: `}</VisuallyHidden>
        {current.title}
      </h2>
      <div className="deals-wizard__body">{stepView(current.key, deal, chosen)}</div>
      <ButtonRow>
        {index > 0 && (
          <Button variant="secondary" disabled={submitting} onClick={() => onShowStep(steps[index - 1]!.key)}>
            {uiTexts.back}
          </Button>
        )}
        {isLast ? (
          <VerifiedOnly>
            {(blocked) =>
              blocked ? (
                <Button {...blocked}>{wizardTexts.submit}</Button>
              ) : (
                <Button type="submit" loading={submitting}>
                  {wizardTexts.submit}
                </Button>
              )
            }
          </VerifiedOnly>
        ) : (
          // "Next is shown only from step 3 on, or on step 2 when the description of deal type other is long enough".
          nextIsShown(index + 1, deal) && <Button type="submit">{uiTexts.next}</Button>
        )}
      </ButtonRow>
    </>
  );
}

function stepView(key: DealWizardStepKey, deal: DealForm, chosen: (value: string) => void): ReactNode {
  switch (key) {
    case 'transactionType':
    case 'dealType':
    case 'propertyType':
      return <DealChoiceStep choice={key} deal={deal} onChosen={chosen} />;
    case 'propertyDetails':
      return <PropertyDetailsStep />;
    case 'transaction':
      return <TransactionStep />;
    case 'repairs':
      return <RepairsStep />;
    case 'entity':
      return <EntityStep />;
    case 'uploadDocuments':
      return <UploadDocumentsStep />;
  }
}
