// Chart effects whose code loads on first use (issue 22): the composition root gives a chart these instead of
// `fromEffect` bindings, so the first page load carries neither Effect nor the HTTP client, and the first effect a
// chart runs imports them (the runtime and the programs together). Behaviour is fromEffect's once loaded: leaving the
// invoking state aborts the signal and interrupts the program.
import type { Effect } from 'effect'
import { type AnyActorLogic, fromPromise, type PromiseActorLogic } from 'xstate'
import type { LazyModule } from '../../services/lazy-module'
import type { AppRuntime, AppServices } from '../../services/runtime'

// biome-ignore lint/suspicious/noExplicitAny: a program map holds programs of every input type
type Programs = Record<string, (input: any) => Effect.Effect<unknown, unknown, AppServices>>

/** The promise logic each program becomes, typed by the program's input and success. */
export type LazyEffectActors<P extends Programs> = {
  [K in keyof P]: PromiseActorLogic<Effect.Success<ReturnType<P[K]>>, Parameters<P[K]>[0]>
}

/**
 * One promise logic per program of `programs` (a dynamic import of a program map), run on `runtime` once both have
 * loaded. `names` lists the programs, so the logic exists before the code does; the type checks it names them all.
 */
export function lazyEffects<P extends Programs>(
  runtime: LazyModule<AppRuntime>,
  programs: LazyModule<P>,
  names: { readonly [K in keyof P]: true },
): LazyEffectActors<P> {
  const actors: Record<string, AnyActorLogic> = {}
  for (const name of Object.keys(names)) {
    actors[name] = fromPromise(async ({ input, signal }) => {
      const [loaded, map] = await Promise.all([runtime.load(), programs.load()])
      const program = map[name]
      if (!program) throw new Error(`No program named '${name}'`)
      return loaded.runPromise(program(input), { signal })
    })
  }
  return actors as LazyEffectActors<P>
}

/** Runs a program in the background once the runtime has loaded (a prefetch, say); its failure is its own concern. */
export function forkLazy<A>(
  runtime: LazyModule<AppRuntime>,
  program: () => Promise<Effect.Effect<A, unknown, AppServices>>,
): void {
  void Promise.all([runtime.load(), program()]).then(
    ([loaded, effect]) => loaded.runFork(effect),
    () => undefined,
  )
}

/**
 * Actor logic that is another module's, once loaded. A chart invokes it only from a state entered after its load
 * finished (the app chart's account.loading), so every use sees the real logic: same methods, same prototype.
 */
export function logicOnceLoaded<T extends object>(module: LazyModule<T>, name: string): T {
  const target = (): T => {
    const loaded = module.loaded()
    if (!loaded) throw new Error(`'${name}' was used before its code loaded`)
    return loaded
  }
  return new Proxy({} as T, {
    get: (_, key) => {
      const real = target()
      const value: unknown = Reflect.get(real, key, real)
      return typeof value === 'function' ? value.bind(real) : value
    },
    has: (_, key) => Reflect.has(target(), key),
    getPrototypeOf: () => Object.getPrototypeOf(target()),
  })
}
