/**
 * The portal's Content-Security-Policy has no 'unsafe-inline': ag-grid's `<style>` elements would be refused.
 * jsdom has no constructed stylesheets, so these tests give it the two pieces a browser has.
 */
class FakeSheet {
  text = '';
  replaceSync(text: string) {
    this.text = text;
  }
}

type AdoptedStyles = typeof import('./adopted-styles');

let original: typeof CSSStyleSheet;

beforeEach(() => {
  original = globalThis.CSSStyleSheet;
  Object.assign(globalThis, { CSSStyleSheet: FakeSheet });
  Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
});

afterEach(async () => {
  // Let the mutation observer see the last changes before the browser's pieces go away.
  await new Promise((resolve) => setTimeout(resolve));
  Object.assign(globalThis, { CSSStyleSheet: original });
  delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
});

/** A fresh copy of the module (it keeps one container per page). */
function freshContainer(): HTMLElement {
  let container: HTMLElement | undefined;
  jest.isolateModules(() => {
    container = jest.requireActual<AdoptedStyles>('./adopted-styles').adoptedStyleContainer();
  });
  if (!container) throw new Error('no container');
  return container;
}

function style(css: string): HTMLStyleElement {
  const element = document.createElement('style');
  element.textContent = css;
  return element;
}

const adopted = () => (document.adoptedStyleSheets as unknown as FakeSheet[]).map((sheet) => sheet.text);

test('ag-grid\'s styles are adopted as constructed stylesheets, in order, at once, and never enter the document', () => {
  const container = freshContainer();
  const base = style('.ag-root { display: flex }');
  const params = style('.ag-theme-params-1 { --ag-row-height: 44px }');

  // The two ways ag-grid adds a style; it measures right after, so the copy must be immediate.
  container.insertBefore(base, container.querySelector(':not(title, meta)'));
  expect(adopted()).toEqual(['.ag-root { display: flex }']);
  base.after(params);
  expect(adopted()).toEqual(['.ag-root { display: flex }', '.ag-theme-params-1 { --ag-row-height: 44px }']);
  expect(document.querySelector('style')).toBeNull();
  expect(container.isConnected).toBe(false);
});

test('a page\'s own adopted stylesheets are kept, and a removed style leaves the document too', async () => {
  const own = new FakeSheet();
  own.text = '.page { color: black }';
  document.adoptedStyleSheets = [own as unknown as CSSStyleSheet];
  const container = freshContainer();
  const params = style('.ag-theme-params-2 {}');

  container.insertBefore(params, null);
  expect(adopted()).toEqual(['.page { color: black }', '.ag-theme-params-2 {}']);
  params.remove();
  // A removal is seen by the mutation observer, after the current task.
  await new Promise((resolve) => setTimeout(resolve));
  expect(adopted()).toEqual(['.page { color: black }']);
});

test('without constructed stylesheets, ag-grid keeps its own default (the document head)', () => {
  delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  jest.isolateModules(() => {
    expect(jest.requireActual<AdoptedStyles>('./adopted-styles').adoptedStyleContainer()).toBeUndefined();
  });
});
