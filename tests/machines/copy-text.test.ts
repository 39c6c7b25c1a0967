import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { copyTextMachine } from '../../src/machines/copy-text/copy-text.machine'
import { deferred } from '../support/stub-actors'

function start() {
  const copy = deferred<void>()
  const clock = new SimulatedClock()
  const actor = createActor(copyTextMachine.provide({ actors: { copyText: copy.logic } }), { clock }).start()
  return { actor, copy, clock }
}

describe('copy text chart (SPEC §9 copy confirmation 5 s)', () => {
  it('copies, confirms for 5 s, then is idle again', async () => {
    const { actor, copy, clock } = start()
    actor.send({ type: 'copy', text: 'https://x.test/a?d1=01890s1' })
    expect(copy.calls).toEqual([{ text: 'https://x.test/a?d1=01890s1' }])
    copy.resolve()
    await waitFor(actor, (s) => s.hasTag('copied'))
    clock.increment(4999)
    expect(actor.getSnapshot().hasTag('copied')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('says when copying failed, and a new copy starts over at once', async () => {
    const { actor, copy } = start()
    actor.send({ type: 'copy', text: 'a' })
    copy.reject(new Error('denied'))
    await waitFor(actor, (s) => s.hasTag('failed'))
    actor.send({ type: 'copy', text: 'b' })
    expect(actor.getSnapshot().value).toBe('copying')
    expect(copy.calls.at(-1)).toEqual({ text: 'b' })
  })

  it('shows the failure notice for 5 s, then is idle again', async () => {
    const { actor, copy, clock } = start()
    actor.send({ type: 'copy', text: 'a' })
    copy.reject(new Error('denied'))
    await waitFor(actor, (s) => s.hasTag('failed'))
    clock.increment(4999)
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().hasTag('failed')).toBe(false)
  })
})
