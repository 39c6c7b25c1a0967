// SPEC §7: "the first auth call is serialised until one succeeds". Until the auth service has answered one call
// successfully (and so set its session cookies), concurrent auth calls would each race to create a session; they
// queue instead. After the first success the gate stays open and calls run side by side.
import { Effect, Option, Semaphore } from 'effect'

export interface FirstCallGate {
  /** Runs the effect alone while no call has succeeded yet, and freely afterwards. */
  readonly run: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /** Whether a call has succeeded, i.e. whether calls now run without waiting. */
  readonly isOpen: () => boolean
}

export const makeFirstCallGate = (): FirstCallGate => {
  let open = false
  const turn = Semaphore.makeUnsafe(1)

  const run = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.suspend(() => {
      if (open) return effect
      // A caller that waited for its turn finds the gate opened meanwhile: it gives the turn back at once and runs
      // freely, so later waiters are not serialised behind it for nothing.
      const alone = Effect.suspend(() =>
        open
          ? Effect.succeed(Option.none<A>())
          : effect.pipe(
              Effect.tap(() =>
                Effect.sync(() => {
                  open = true
                }),
              ),
              Effect.map(Option.some),
            ),
      )
      return turn
        .withPermit(alone)
        .pipe(Effect.flatMap((ran) => (Option.isSome(ran) ? Effect.succeed(ran.value) : effect)))
    })

  return { run, isOpen: () => open }
}
