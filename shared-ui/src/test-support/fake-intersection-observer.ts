import { act } from '@testing-library/react';

/**
 * An IntersectionObserver for jsdom, which has none (and no layout): installed for one test file, it records what is
 * observed with which margin, and a test says when an element comes near the screen (`scrollNear`).
 */
export function installFakeIntersectionObserver() {
  const observers = new Set<FakeIntersectionObserver>();

  class FakeIntersectionObserver {
    readonly rootMargin: string;
    readonly observed = new Set<Element>();
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      this.rootMargin = options.rootMargin ?? '0px';
      observers.add(this);
    }
    observe(element: Element) {
      this.observed.add(element);
    }
    unobserve(element: Element) {
      this.observed.delete(element);
    }
    disconnect() {
      this.observed.clear();
      observers.delete(this);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
    intersect(element: Element) {
      const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
  }

  beforeAll(() => {
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
  });
  afterEach(() => observers.clear());
  afterAll(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  return {
    /** The margins of the observers watching an element now. */
    marginsWatching: (element: Element) => [...observers].filter((observer) => observer.observed.has(element)).map((observer) => observer.rootMargin),
    /** Everything observed now, in every observer. */
    watched: () => [...observers].flatMap((observer) => [...observer.observed]),
    /** The borrower scrolls until `element` is within an observer's margin of the screen. */
    scrollNear: (element: Element) =>
      act(() => {
        for (const observer of [...observers]) if (observer.observed.has(element)) observer.intersect(element);
      }),
  };
}
