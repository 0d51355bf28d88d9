import type { FormApi } from 'final-form';
import type { ReactElement } from 'react';
import { Form } from 'react-final-form';
import { emptyDealForm, type DealForm, type SignedInBundle } from '@portal/shared-contracts';
import { dependentAnswers } from './dependent-answers';
import { createFakePortal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';

const decorators = [dependentAnswers];

export interface DealStepRender {
  /** The wizard's form, to read values (`form.getState().values`) or submit. */
  form: FormApi<DealForm>;
  /** The deal as the form holds it now. */
  values(): DealForm;
  fake: ReturnType<typeof createFakePortal>;
}

/**
 * Renders one step of the new-deal wizard as the wizard does: inside the deal's react-final-form `Form` (a `<form>`
 * element, the contract's dependent-clearing rules applied as the wizard applies them), with a fake PortalContext answering `answers`. `deal` is merged over an empty deal.
 */
export function renderDealStep(
  step: ReactElement,
  { deal = {}, answers = [], bundle = signedInBundle(), validate }: { deal?: Partial<DealForm>; answers?: readonly FakeAnswer[]; bundle?: SignedInBundle | null; validate?: (values: DealForm) => object } = {},
): DealStepRender {
  const fake = createFakePortal({ bundle, answers });
  let captured: FormApi<DealForm> | undefined;
  const tree: ReactElement = (
    <Form<DealForm> onSubmit={() => undefined} decorators={decorators} initialValues={{ ...emptyDealForm(), ...deal }} validate={validate as never}>
      {({ handleSubmit, form }) => {
        captured = form;
        return (
          <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="New deal">
            {step}
          </form>
        );
      }}
    </Form>
  );
  renderWithPortal(tree, fake);
  const form = captured as FormApi<DealForm>;
  return { form, values: () => form.getState().values, fake };
}
