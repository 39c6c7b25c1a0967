// The app's Effect runtime for a view that binds charts to it. The browser loads the runtime on first use (issue 22:
// pages that call no backend never load Effect), so the first view to need it suspends until it is there; tests
// hand over a runtime they built. Without one (a view tested on its own) there is none.
import { useRouteContext } from '@tanstack/react-router'
import { use } from 'react'
import { isLazyModule, type LazyModule } from '../services/lazy-module'
import type { AppRuntime } from '../services/runtime'

export type RuntimeSource = AppRuntime | LazyModule<AppRuntime>

export function useAppRuntime(): AppRuntime | undefined {
  const source = useRouteContext({ from: '__root__', select: (c) => c.runtime })
  return useLoaded(source)
}

/**
 * What a source holds: at once when it is there (tests, or loaded before), else the view suspends until its import
 * finishes. `use` runs on every render of a lazy source, loaded or not, on the module's one promise (marked once
 * settled, so a loaded module is read without suspending): a `use` called only while loading gives a suspended
 * mount and its replay different hook lists (React error #467).
 */
export function useLoaded<M extends object>(source: M | LazyModule<M>): M
export function useLoaded<M extends object>(source: M | LazyModule<M> | undefined): M | undefined
export function useLoaded<M extends object>(source: M | LazyModule<M> | undefined): M | undefined {
  if (!source || !isLazyModule(source)) return source
  return use(source.load())
}

/** Starts loading a route's code ahead of the views that need it (its loader), so they do not wait in turn. */
export async function preload(...sources: ReadonlyArray<object | undefined>): Promise<void> {
  await Promise.all(sources.map((source) => (source && isLazyModule(source) ? source.load() : undefined)))
}

/** Starts loading the runtime ahead of the views that need it (a route's loader). */
export const preloadRuntime = (source: RuntimeSource | undefined): Promise<void> => preload(source)
