/** A script element without attributes in a page as the server sent it: code that runs in the page itself. */
export const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
