// Code loaded on demand (a dynamic import), kept out of chart contexts: a chart decides when to load it and keeps
// only plain data, and the view reads the loaded code here once the chart says it is there. A failed import is
// forgotten, so a retry imports again (after a deploy replaced the chunk, or back online).

export interface LazyModule<M> {
  /** Imports the code once; later calls share the same import (the same promise, settled ones marked for React). */
  load(): Promise<M>
  /** The code, once an import has finished. */
  loaded(): M | undefined
}

/**
 * A promise marked the way React's `use` reads it (`status`, `value`), so a view that asks for code already loaded
 * reads it in the same render instead of suspending once more. Views call `use` on every render for the same
 * promise: a `use` called only while loading changes the hook order between a suspended mount and its replay,
 * which React reports as error #467 now and then.
 */
type MarkedPromise<M> = Promise<M> & { status?: 'fulfilled'; value?: M }

function markFulfilled<M>(promise: Promise<M>, module: M): void {
  const marked = promise as MarkedPromise<M>
  marked.status = 'fulfilled'
  marked.value = module
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined
  let value: M | undefined
  return {
    load() {
      if (pending) return pending
      const loading: Promise<M> = importer().then(
        (module) => {
          value = module
          markFulfilled(loading, module)
          return module
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      pending = loading
      return loading
    },
    loaded: () => value,
  }
}

/** Whether a value is a LazyModule rather than the code itself (a runtime, a chart): only loaders have both. */
export function isLazyModule<M>(value: M | LazyModule<M>): value is LazyModule<M> {
  const candidate = value as Partial<LazyModule<M>>
  return typeof candidate.load === 'function' && typeof candidate.loaded === 'function'
}

/** Code that is there from the start (tests, and callers that already hold it). */
export function loadedModule<M>(module: M): LazyModule<M> {
  const settled = Promise.resolve(module)
  markFulfilled(settled, module)
  return { load: () => settled, loaded: () => module }
}
