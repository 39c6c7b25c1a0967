// Stub actors for chart tests: promise logic whose answer the test controls, so a chart's effects can be settled
// (or left pending) by hand, and a recorder of what each effect was asked.
import { fromPromise } from 'xstate'

export interface Deferred<O> {
  readonly calls: unknown[]
  resolve(output: O): void
  reject(error: unknown): void
  // biome-ignore lint/suspicious/noExplicitAny: a stub takes whatever input the chart under test gives it.
  readonly logic: ReturnType<typeof fromPromise<O, any>>
}

/** A stub whose latest call stays pending until the test resolves or rejects it. */
export function deferred<O>(): Deferred<O> {
  const calls: unknown[] = []
  let settle: { resolve: (o: O) => void; reject: (e: unknown) => void } | undefined
  return {
    calls,
    resolve: (output) => settle?.resolve(output),
    reject: (error) => settle?.reject(error),
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    logic: fromPromise<O, any>(
      ({ input }) =>
        new Promise<O>((resolve, reject) => {
          calls.push(input)
          settle = { resolve, reject }
        }),
    ),
  }
}

/** A stub that answers every call at once with `answer(input)` (or fails when it throws). */
export function answering<O, I = unknown>(answer: (input: I) => O) {
  const calls: I[] = []
  return {
    calls,
    logic: fromPromise<O, I>(async ({ input }) => {
      calls.push(input)
      return answer(input)
    }),
  }
}
