// A test runtime whose every backend call waits in `pending` until the test answers it (resolve) or fails it
// (reject), so a view test can look at each state in between; and `settle`, which lets an answer through.
import { act } from '@testing-library/react'
import { Effect } from 'effect'
import type { ApiError } from '../../src/services/errors'
import { makeTestRuntime } from '../../src/services/runtime'

export interface PendingCall {
  readonly path: string
  readonly request: unknown
  resolve(body: unknown): void
  reject(error: ApiError): void
}

export function heldCallsRuntime() {
  const pending: PendingCall[] = []
  const runtime = makeTestRuntime({
    answer: (call, request) =>
      Effect.tryPromise({
        try: () =>
          new Promise<unknown>((resolve, reject) => pending.push({ path: call.path, request, resolve, reject })),
        catch: (error) => error as ApiError,
      }),
  })
  return { pending, runtime }
}

/** Runs `fn` and lets its effects through: an answer crosses the Effect runtime and the chart before React renders. */
export const settle = async (fn: () => void) => {
  await act(async () => {
    fn()
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0))
  })
}
