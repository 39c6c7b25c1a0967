// The placed order's waitlist checkbox (issue 16): it flips at once and is saved; a failed save flips it back and
// says so; one save at a time.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { WAITLIST_SAVE_FAILED, waitlistToggleMachine } from '../../src/machines/waitlist-toggle/waitlist-toggle.machine'
import type { Ok } from '../../src/schemas/api/call'
import { StatusError } from '../../src/services/errors'
import { deferred } from '../support/stub-actors'

function start(enabled = false) {
  const save = deferred<Ok>()
  const actor = createActor(waitlistToggleMachine.provide({ actors: { enableWaitlist: save.logic } }), {
    input: { orderId: 'ord_8f3a', enabled },
  }).start()
  return { actor, save, ctx: () => actor.getSnapshot().context }
}

describe('waitlist toggle chart', () => {
  it('shows the new setting at once and saves it', async () => {
    const { actor, save, ctx } = start()
    actor.send({ type: 'toggle', enabled: true })
    expect(ctx().enabled).toBe(true)
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    expect(save.calls).toEqual([{ orderId: 'ord_8f3a', enabled: true }])
    save.resolve({ ok: true })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(ctx()).toMatchObject({ enabled: true, error: undefined })
  })

  it('flips back and says so when saving fails; the next try clears the message', async () => {
    const { actor, save, ctx } = start(true)
    actor.send({ type: 'toggle', enabled: false })
    save.reject(new StatusError({ message: 'Nope' }))
    await waitFor(actor, (s) => s.matches('idle'))
    expect(ctx()).toMatchObject({ enabled: true, error: WAITLIST_SAVE_FAILED })
    actor.send({ type: 'toggle', enabled: false })
    expect(ctx()).toMatchObject({ enabled: false, error: undefined })
  })

  it('saves one setting at a time, and nothing when the setting is what it is', () => {
    const { actor, save } = start()
    actor.send({ type: 'toggle', enabled: false })
    expect(save.calls).toEqual([])
    actor.send({ type: 'toggle', enabled: true })
    actor.send({ type: 'toggle', enabled: false })
    expect(save.calls).toHaveLength(1)
  })
})
