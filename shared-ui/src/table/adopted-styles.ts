/**
 * ag-grid's theming API writes its styles into `<style>` elements, which a Content-Security-Policy without
 * 'unsafe-inline' refuses (the grid then has no layout at all). Constructed stylesheets are not inline
 * styles: this gives ag-grid a container that is never attached to the document (so its `<style>` elements
 * are neither applied nor refused) and copies their text, in order, into stylesheets the document adopts.
 *
 * ag-grid adds a style with `container.insertBefore(style, …)` or `previousStyle.after(style)`, then measures
 * its CSS variables at once: both calls copy the styles immediately, so the measures find them. A mutation
 * observer catches everything else (styles removed when the last grid goes).
 */
let container: HTMLElement | null | undefined;

function supported(): boolean {
  return typeof document !== 'undefined' && 'adoptedStyleSheets' in document && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;
}

function createContainer(): HTMLElement {
  const holder = document.createElement('div');
  const sheets = new Map<HTMLStyleElement, { sheet: CSSStyleSheet; text: string }>();
  let adoptedByUs = new Set<CSSStyleSheet>();

  function sync() {
    const styles = Array.from(holder.querySelectorAll('style'));
    for (const style of styles) {
      watchInsertionsAfter(style);
      const text = style.textContent ?? '';
      const known = sheets.get(style);
      if (known?.text === text) continue;
      const sheet = known?.sheet ?? new CSSStyleSheet();
      sheet.replaceSync(text);
      sheets.set(style, { sheet, text });
    }
    for (const style of [...sheets.keys()]) if (!styles.includes(style)) sheets.delete(style);
    const ours = styles.map((style) => sheets.get(style)?.sheet).filter((sheet): sheet is CSSStyleSheet => Boolean(sheet));
    const others = document.adoptedStyleSheets.filter((sheet) => !adoptedByUs.has(sheet));
    adoptedByUs = new Set(ours);
    document.adoptedStyleSheets = [...others, ...ours];
  }

  function watchInsertionsAfter(style: HTMLStyleElement) {
    if (Object.prototype.hasOwnProperty.call(style, 'after')) return;
    style.after = (...nodes: Array<Node | string>) => {
      Element.prototype.after.apply(style, nodes);
      sync();
    };
  }

  holder.insertBefore = <T extends Node>(node: T, child: Node | null): T => {
    Node.prototype.insertBefore.call(holder, node, child);
    sync();
    return node;
  };
  new MutationObserver(sync).observe(holder, { childList: true, subtree: true, characterData: true });
  return holder;
}

/** The container for ag-grid's `themeStyleContainer`, or undefined where the browser cannot adopt stylesheets. */
export function adoptedStyleContainer(): HTMLElement | undefined {
  if (container === undefined) container = supported() ? createContainer() : null;
  return container ?? undefined;
}
