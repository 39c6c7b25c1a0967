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

/** Code that is there from the start (tests, and callers that already hold it). */
export const loadedModule = <M>(module: M): LazyModule<M> => ({ load: async () => module, loaded: () => module })
