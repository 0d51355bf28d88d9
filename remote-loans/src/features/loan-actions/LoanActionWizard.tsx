import { useState, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import {
  LOAN_DETAIL_ACTION_LABELS,
  loanListMessages,
  signingMessages,
  type LoanDetail,
  type LoanDetailAction,
} from '@portal/shared-contracts';
import { Button, Modal, toastRequestError, usePortal } from '@portal/shared-ui';
import { ButtonRow, checkFields, isAbort, SendingProgress, SigningFrame, useSending, Wizard, type WizardStep } from '@portal/shared-ui/kit';
import { loanActionHeader } from '../loan-format/loan-format';
import { loanTexts } from '../../texts/loans';
import type { LoanActionStep, LoanActionStepContext, LoanActionValues, LoanActionWizardDefinition } from './action-wizards';
import { useLoanActionWizards } from './action-wizards-context';
import './loan-actions.css';

export interface LoanActionWizardProps {
  /** The action whose wizard shows; null hides it. */
  action: LoanDetailAction | null;
  loan: LoanDetail;
  /** The account the session operates on. */
  userId: number;
  onClose(): void;
  /** After Done sent the request (the page reloads what changed); the wizard then closes. */
  onDone(action: LoanDetailAction): void;
}

/**
 * The frame of every loan action's modal (spec 001 §2: "a wizard modal for loan actions with Previous, Next and Done
 * buttons, a header with loan number and address and optionally the maturity date"; §4: "Wizard modals reset when
 * hidden"). The steps come from the registry (`action-wizards.ts`). Everything inside the modal unmounts when it is
 * hidden, so it opens again on step 1 with its first values.
 */
export function LoanActionWizard({ action, loan, userId, onClose, onDone }: LoanActionWizardProps) {
  const wizards = useLoanActionWizards();
  return (
    <Modal open={action !== null} title={action ? LOAN_DETAIL_ACTION_LABELS[action] : ''} text={loanActionHeader(loan)} onClose={onClose} className="loans-action-wizard">
      {action && wizards[action] && <ActionSteps key={action} action={action} definition={wizards[action]} loan={loan} userId={userId} onDone={() => onDone(action)} />}
    </Modal>
  );
}

interface ActionStepsProps {
  action: LoanDetailAction;
  definition: LoanActionWizardDefinition;
  loan: LoanDetail;
  userId: number;
  onDone(): void;
}

// The wizard's Next is a submit button, so that Enter in a field moves on; the form itself never submits.
const stayOnPage = (event: FormEvent) => event.preventDefault();

function ActionSteps({ action, definition, loan, userId, onDone }: ActionStepsProps) {
  const portal = usePortal();
  // The first values are read once per opening: a new object each render would reset the form.
  const [initialValues] = useState(() => definition.initialValues?.(loan) ?? {});

  const sending = useSending();

  const [signing, setSigning] = useState<{ url: string; signed: boolean } | null>(null);

  async function send(form: FormApi<LoanActionValues>) {
    try {
      const answer = await sending.run((upload) => definition.submit({ loan, values: form.getState().values, userId, portal, upload }));
      if (typeof answer === 'object') {
        setSigning({ url: answer.signingUrl, signed: false });
        return;
      }
      if (answer) portal.ui.toast('success', answer);
      onDone();
    } catch (error) {
      if (!isAbort(error)) toastRequestError(portal.ui, error);
    }
  }

  // "on close a persistent message reads 'Document was successfully signed and submitted for review.'" (spec 001 §4):
  // it stays until the borrower closes the wizard, which then shows the loan as it is now.
  if (signing) {
    return signing.signed ? (
      <div className="loans-action-wizard__signed">
        <p role="status">{signingMessages.signedAndSubmitted}</p>
        <ButtonRow>
          <Button onClick={onDone}>{loanListMessages.done}</Button>
        </ButtonRow>
      </div>
    ) : (
      <SigningFrame url={signing.url} title={loanTexts.signingFrame} onSigned={() => setSigning({ ...signing, signed: true })} />
    );
  }

  return (
    <Form<LoanActionValues> onSubmit={() => undefined} initialValues={initialValues} subscription={{}}>
      {({ form }) => {
        const steps: WizardStep[] = definition.steps(loan).map((step) => ({
          title: step.title,
          // Rendered when the step shows (the wizard mounts one step at a time), so it reads the values as they are then.
          content: <StepBody step={step} context={{ loan, form, userId, portal }} />,
          validate: () => {
            if (step.fields && !checkFields(form, step.fields)) return false;
            return step.validate ? step.validate({ loan, form, userId, portal }) : true;
          },
        }));
        return (
          <form onSubmit={stayOnPage} noValidate className="loans-action-wizard__form">
            <Wizard
              label={LOAN_DETAIL_ACTION_LABELS[action]}
              steps={steps}
              onFinish={() => send(form)}
              backLabel={loanListMessages.previous}
              nextLabel={loanListMessages.next}
              finishLabel={loanListMessages.done}
              headingLevel={3}
            />
            {sending.state && <SendingProgress {...sending.state} onCancel={sending.cancel} label={loanTexts.sendingRequest} />}
          </form>
        );
      }}
    </Form>
  );
}

function StepBody({ step, context }: { step: LoanActionStep; context: LoanActionStepContext }) {
  return <>{step.render(context)}</>;
}
