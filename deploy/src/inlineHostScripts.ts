import { INLINE_HOST_SCRIPT_ATTRIBUTE } from '@portal/shared-contracts';
import { hashSource } from './inlineStylesheets';
import { inlineScript } from './shellPage';

/*
 * The scripts of the host's own build that its page marks for it (shared-contracts INLINE_HOST_SCRIPT_ATTRIBUTE: the
 * loader that starts the host's entry after the first paint, tooling/paint-first.js), put in the page itself. As a file
 * it was a request of its own before the first paint, and the first frame ran its callback: Lighthouse's simulation then
 * tied the paint to its download on a slow link, and the largest paint of every page swung by ~0.4 s from run to run
 * with whether the file had arrived before the browser painted. Each is allowed by its hash in the page's
 * Content-Security-Policy, never by 'unsafe-inline' (DESIGN §5). One that cannot be read, or holds what would end its
 * element, stays a file.
 */

/** A shell page with the host's marked scripts in it, and the Content-Security-Policy sources that allow them. */
export interface PageWithScripts {
  html: string;
  /** `'sha256-…'` of each script the server put in the page. */
  scriptHashes: string[];
}

const MARKED_SCRIPT = new RegExp(`<script\\b[^>]*\\b${INLINE_HOST_SCRIPT_ATTRIBUTE}\\b[^>]*></script>`, 'g');
/** A file of the host's own folder: a name, at the root. */
const HOST_FILE = /\bsrc="\/([\w.-]+\.js)"/;

/** The page with each marked script of the host's that `read` gives put in place of its element. */
export async function withHostScriptsInline(html: string, read: (file: string) => Promise<string | undefined>): Promise<PageWithScripts> {
  const files = new Set([...html.matchAll(MARKED_SCRIPT)].map(([element]) => HOST_FILE.exec(element)?.[1]).filter((file) => file !== undefined));
  const code = new Map(await Promise.all([...files].map(async (file) => [file, await read(file).catch(() => undefined)] as const)));
  const scriptHashes = new Set<string>();
  const page = html.replace(MARKED_SCRIPT, (element) => {
    const text = code.get(HOST_FILE.exec(element)?.[1] ?? '');
    const inline = inlineScript(text);
    if (!inline) return element;
    scriptHashes.add(hashSource(text!));
    return inline;
  });
  return { html: page, scriptHashes: [...scriptHashes] };
}
