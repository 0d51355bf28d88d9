import { useLayoutEffect, useRef, type ChangeEvent } from 'react';

/** How many digits come before `position` in `text`. */
export function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/\D/g, '').length;
}

/**
 * Where the caret belongs in a reformatted text so that the same digits precede it: typing or deleting in the
 * middle of "(555) 010-2030" keeps the caret where the person was working instead of jumping to the end.
 */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) {
    const firstDigit = formatted.search(/\d/);
    return firstDigit === -1 ? formatted.length : firstDigit;
  }
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index)) && ++seen === digits) return index + 1;
  }
  return formatted.length;
}

/**
 * A change handler for an input whose text is reformatted as it is typed (masks, money): it hands the
 * reformatted text to `onText` and puts the caret back after the same digits once React has rendered it.
 */
export function useReformattingInput(reformat: (typed: string) => string, onText: (formatted: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (element && caret !== null && element.ownerDocument.activeElement === element) element.setSelectionRange(caret, caret);
  });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    const caret = event.target.selectionStart ?? typed.length;
    const formatted = reformat(typed);
    pendingCaret.current = caretAfterDigits(formatted, digitsBefore(typed, caret));
    onText(formatted);
  }

  return { ref, onChange };
}
