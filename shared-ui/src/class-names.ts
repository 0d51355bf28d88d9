/** Joins the class names that apply, so components can state their modifiers as conditions. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
