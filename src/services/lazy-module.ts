// Code loaded on demand (a dynamic import), kept out of chart contexts: a chart decides when to load it and keeps
// only plain data, and the view reads the loaded code here once the chart says it is there. A failed import is
// forgotten, so a retry imports again (after a deploy replaced the chunk, or back online).

export interface LazyModule<M> {
  /** Imports the code once; later calls share the same import. */
  load(): Promise<M>
  /** The code, once an import has finished. */
  loaded(): M | undefined
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined
  let value: M | undefined
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          value = module
          return module
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
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
export const loadedModule = <M>(module: M): LazyModule<M> => ({ load: async () => module, loaded: () => module })
