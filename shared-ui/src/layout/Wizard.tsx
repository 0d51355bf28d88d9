import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, uiTexts } from '@portal/shared-ui';
import { classNames } from '../class-names';
import { Heading, type HeadingLevel } from './heading';
import { ButtonRow } from './ButtonRow';

export interface WizardStep {
  title: string;
  content: ReactNode;
  /** Checked before moving on: false (or a promise of false) keeps the borrower on the step. */
  validate?(): boolean | Promise<boolean>;
}

export interface WizardProps {
  /** What the wizard does ("New deal"), naming its progress list. */
  label: string;
  steps: readonly WizardStep[];
  /** Called after the last step validates; the Finish button is busy until it settles. */
  onFinish(): unknown;
  /** Controlled step (optional): the index shown, and what to do when the borrower moves. */
  activeIndex?: number;
  onStepChange?(index: number): void;
  backLabel?: string;
  nextLabel?: string;
  finishLabel?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * Steps shown one at a time, with their titles in a progress list and Back / Next / Finish. Each step may
 * validate before Next. On every move, focus goes to the new step's heading, which says "Step n of N" and its
 * title, so screen-reader users hear where they are and keyboard users start at the top of the step.
 */
export function Wizard({
  label,
  steps,
  onFinish,
  activeIndex,
  onStepChange,
  backLabel = uiTexts.back,
  nextLabel = uiTexts.next,
  finishLabel = uiTexts.finish,
  headingLevel = 2,
  className,
}: WizardProps) {
  const [ownIndex, setOwnIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const index = Math.min(activeIndex ?? ownIndex, steps.length - 1);
  const step = steps[index];
  const isLast = index === steps.length - 1;
  const headingId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    document.getElementById(headingId)?.focus();
  }, [index, headingId]);

  // A step that refuses to move on sends focus to what needs fixing.
  useEffect(() => {
    if (refusals > 0) bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  function go(to: number) {
    moved.current = true;
    setOwnIndex(to);
    onStepChange?.(to);
  }

  /** Runs a check or an action; only one that returns a promise makes the button busy (a disabled button drops focus). */
  async function settle<T>(work: () => T | Promise<T>): Promise<T> {
    const result = work();
    if (!(result instanceof Promise)) return result;
    setBusy(true);
    try {
      return await result;
    } finally {
      setBusy(false);
    }
  }

  async function forward() {
    if (busy || !step) return;
    const validate = step.validate?.bind(step);
    const valid = validate ? await settle(validate) : true;
    if (!valid) {
      setRefusals((count) => count + 1);
      return;
    }
    if (isLast) await settle(onFinish);
    else go(index + 1);
  }

  if (!step) return null;

  return (
    <div className={classNames('pui-wizard', className)}>
      <ol className="pui-wizard__progress" aria-label={label}>
        {steps.map((each, position) => (
          <li
            key={each.title}
            className={classNames('pui-wizard__progress-step', position < index && 'pui-wizard__progress-step--done', position === index && 'pui-wizard__progress-step--current')}
            aria-current={position === index ? 'step' : undefined}
          >
            <span className="pui-wizard__progress-number" aria-hidden="true">
              {position + 1}
            </span>
            <span className="pui-wizard__progress-title">{each.title}</span>
          </li>
        ))}
      </ol>
      <section className="pui-wizard__step" aria-labelledby={headingId}>
        <Heading level={headingLevel} id={headingId} className="pui-wizard__title" tabIndex={-1}>
          <span className="pui-wizard__step-count">{`${uiTexts.stepOf(index + 1, steps.length)}: `}</span>
          {step.title}
        </Heading>
        <div ref={bodyRef} className="pui-wizard__body">
          {step.content}
        </div>
      </section>
      <ButtonRow>
        {index > 0 && (
          <Button variant="secondary" disabled={busy} onClick={() => go(index - 1)}>
            {backLabel}
          </Button>
        )}
        {/* A submit button: inside a form, Enter in a field moves the wizard on as a click on Next would. */}
        <Button type="submit" loading={busy} onClick={() => void forward()}>
          {isLast ? finishLabel : nextLabel}
        </Button>
      </ButtonRow>
    </div>
  );
}
