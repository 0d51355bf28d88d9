/**
 * A screen where every box is `clientWidth` wide and its content `scrollWidth`, and a ResizeObserver that reports at
 * once: what a box that scrolls sideways (a plain table, a row of tabs) sees, in jsdom, which lays nothing out.
 * `restoreBoxWidths` in an `afterEach` takes it back.
 */
export function boxWidths({ clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  global.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe() {
      this.report([], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  };
}

export function restoreBoxWidths() {
  jest.restoreAllMocks();
  delete (global as { ResizeObserver?: unknown }).ResizeObserver;
}
