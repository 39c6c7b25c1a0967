// jsdom has no IntersectionObserver. This stand-in records what is observed and lets a test say when an element
// scrolls into or out of view.
export interface FakeIntersections {
  /** Elements currently observed. */
  readonly observed: () => ReadonlyArray<Element>
  /** Tells every observer of `element` (or of anything, when left out) that it entered or left the view. */
  readonly intersect: (isIntersecting: boolean, element?: Element) => void
  readonly uninstall: () => void
}

export function installIntersectionObserver(): FakeIntersections {
  const observers = new Set<FakeObserver>()
  class FakeObserver {
    readonly targets = new Set<Element>()
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.add(this)
    }
    observe(element: Element) {
      this.targets.add(element)
    }
    unobserve(element: Element) {
      this.targets.delete(element)
    }
    disconnect() {
      this.targets.clear()
      observers.delete(this)
    }
    takeRecords() {
      return []
    }
  }
  const original = globalThis.IntersectionObserver
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
  return {
    observed: () => [...observers].flatMap((o) => [...o.targets]),
    intersect(isIntersecting, element) {
      for (const observer of [...observers]) {
        const targets = [...observer.targets].filter((t) => element === undefined || t === element)
        if (targets.length === 0) continue
        const entries = targets.map((target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }))
        observer.callback(
          entries as unknown as IntersectionObserverEntry[],
          observer as unknown as IntersectionObserver,
        )
      }
    },
    uninstall() {
      globalThis.IntersectionObserver = original
    },
  }
}
