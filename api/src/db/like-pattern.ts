/** LIKE's own characters typed in a search (`%`, `_` and the escape `\`) are the characters themselves. */
export const likeLiterally = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
