// The app's Effect runtime for a view that binds charts to it. The browser loads the runtime on first use (issue 22:
// pages that call no backend never load Effect), so the first view to need it suspends until it is there; tests
// hand over a runtime they built. Without one (a view tested on its own) there is none.
import { useRouteContext } from '@tanstack/react-router'
import { use } from 'react'
import type { LazyModule } from '../services/lazy-module'
import type { AppRuntime } from '../services/runtime'

export type RuntimeSource = AppRuntime | LazyModule<AppRuntime>

export function useAppRuntime(): AppRuntime | undefined {
  const source = useRouteContext({ from: '__root__', select: (c) => c.runtime })
  if (!source || !isLazy(source)) return source
  return source.loaded() ?? use(source.load())
}

/** Starts loading the runtime ahead of the views that need it (a route's loader), so they do not wait in turn. */
export async function preloadRuntime(source: RuntimeSource | undefined): Promise<void> {
  if (source && isLazy(source)) await source.load()
}

const isLazy = (source: RuntimeSource): source is LazyModule<AppRuntime> => !('runPromise' in source)
