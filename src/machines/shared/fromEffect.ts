import type { Effect, ManagedRuntime } from 'effect'
import { fromPromise } from 'xstate'

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
