// Charts get their real effects from the runtime the composition root hands over, bound once per runtime and inside
// the chunk that uses them (so pages that never need a chart do not download its effects). Without a runtime (a view
// tested on its own) the unbound chart is used, whose effects fail loudly.
import type { AppRuntime } from '../services/runtime'
import { useAppRuntime } from './use-app-runtime'

/** A chart with its real effects bound from the app's runtime: the same object for as long as the runtime lives. */
export function useRuntimeBound<T extends object>(unbound: T, bind: (runtime: AppRuntime) => T): T {
  const runtime = useAppRuntime()
  if (!runtime) return unbound
  let perRuntime = boundCharts.get(unbound)
  if (!perRuntime) {
    perRuntime = new WeakMap()
    boundCharts.set(unbound, perRuntime)
  }
  let bound = perRuntime.get(runtime)
  if (!bound) {
    bound = bind(runtime)
    perRuntime.set(runtime, bound)
  }
  return bound as T
}

const boundCharts = new WeakMap<object, WeakMap<AppRuntime, object>>()
