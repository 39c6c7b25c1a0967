import type { Effect, ManagedRuntime } from 'effect'
import { fromPromise, type PromiseActorLogic } from 'xstate'

/**
 * Turns an Effect program into XState promise logic (ARCHITECTURE §3.3). XState aborts the signal when the invoking
 * state is left or the actor stops, and the runtime then interrupts the program, so leaving a state cancels its
 * request. "Latest move wins" is re-entering the state, not a hand-kept request token.
 */
export const fromEffect = <I, A, E, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, unknown>,
  program: (input: I) => Effect.Effect<A, E, R>,
) => fromPromise<A, I>(({ input, signal }) => runtime.runPromise(program(input), { signal }))

/**
 * Default for a chart's effect until the composition root provides it (ARCHITECTURE §3.2): fails loudly, so a
 * forgotten `machine.provide({ actors })` shows up as an error instead of a silently stuck state.
 */
export const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The '${name}' actor is not provided. Add it with machine.provide({ actors }).`)
  })

// biome-ignore lint/suspicious/noExplicitAny: a program map holds programs of every input type
type Programs<R> = Record<string, (input: any) => Effect.Effect<unknown, unknown, R>>

/** Every program of a map bound to the runtime with fromEffect (the map the lazy composition root imports). */
export const bindEffects = <R, P extends Programs<R>>(
  runtime: ManagedRuntime.ManagedRuntime<R, unknown>,
  programs: P,
) =>
  Object.fromEntries(Object.entries(programs).map(([name, program]) => [name, fromEffect(runtime, program)])) as {
    [K in keyof P]: PromiseActorLogic<Effect.Success<ReturnType<P[K]>>, Parameters<P[K]>[0]>
  }
