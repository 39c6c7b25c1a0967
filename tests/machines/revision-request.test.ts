// The revision request chart (issue 17): write, send, confirm; a failed send keeps the message and says why.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { revisionRequestMachine } from '../../src/machines/revision-request/revision-request.machine'
import type { Ok } from '../../src/schemas/api/call'
import { StatusError } from '../../src/services/errors'
import { deferred } from '../support/stub-actors'

function start() {
  const send = deferred<Ok>()
  const actor = createActor(revisionRequestMachine.provide({ actors: { sendRequest: send.logic } }), {
    input: { tourName: '12-oak-street' },
  }).start()
  return { actor, send, state: () => actor.getSnapshot() }
}

describe('revision request chart', () => {
  it('sends the message written, once, and confirms', async () => {
    const { actor, send, state } = start()
    actor.send({ type: 'open' })
    actor.send({ type: 'send' })
    expect(state().value).toBe('writing')
    actor.send({ type: 'message.change', text: 'The kitchen photo is tilted.' })
    actor.send({ type: 'send' })
    actor.send({ type: 'send' })
    expect(send.calls).toEqual([{ tourName: '12-oak-street', message: 'The kitchen photo is tilted.' }])
    send.resolve({ ok: true })
    await waitFor(actor, (s) => s.matches('sent'))
    expect(state().context.message).toBe('')
  })

  it('keeps the message through a refusal, with the server’s words, and through Cancel', async () => {
    const { actor, send, state } = start()
    actor.send({ type: 'open' })
    actor.send({ type: 'message.change', text: 'Please brighten the hall.' })
    actor.send({ type: 'send' })
    send.reject(new StatusError({ message: 'Please wait 20 minutes before sending another.' }))
    await waitFor(actor, (s) => s.matches('writing'))
    expect(state().context).toMatchObject({
      message: 'Please brighten the hall.',
      error: 'Please wait 20 minutes before sending another.',
    })
    actor.send({ type: 'close' })
    actor.send({ type: 'open' })
    expect(state().context).toMatchObject({ message: 'Please brighten the hall.', error: undefined })
  })
})
