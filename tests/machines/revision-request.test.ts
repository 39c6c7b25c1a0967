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

  it('will not send a message of blanks only', () => {
    const { actor, send, state } = start()
    actor.send({ type: 'open' })
    actor.send({ type: 'message.change', text: '   \n ' })
    actor.send({ type: 'send' })
    expect(state().value).toBe('writing')
    expect(send.calls).toEqual([])
  })

  // The panel greys its Send button on the `sending` tag while the mail is on its way.
  it('is tagged sending only while the request is out', async () => {
    const { actor, send, state } = start()
    actor.send({ type: 'open' })
    actor.send({ type: 'message.change', text: 'Swap the first photo.' })
    expect(state().hasTag('sending')).toBe(false)
    actor.send({ type: 'send' })
    expect(state().hasTag('sending')).toBe(true)
    send.resolve({ ok: true })
    await waitFor(actor, (s) => s.matches('sent'))
    expect(state().hasTag('sending')).toBe(false)
  })

  // A failure that is not the server's refusal gets the chart's general words.
  it('says the request could not be sent when it fails for no stated reason', async () => {
    const { actor, send, state } = start()
    actor.send({ type: 'open' })
    actor.send({ type: 'message.change', text: 'Crop the garden shot.' })
    actor.send({ type: 'send' })
    send.reject(new Error('boom'))
    await waitFor(actor, (s) => s.matches('writing'))
    expect(state().context.error).toBe('Your request could not be sent. Please try again.')
  })

  it('folds the box on Cancel, where typing and Send do nothing', () => {
    const { actor, send, state } = start()
    actor.send({ type: 'open' })
    actor.send({ type: 'message.change', text: 'Draft' })
    actor.send({ type: 'close' })
    expect(state().value).toBe('closed')
    actor.send({ type: 'message.change', text: 'Other' })
    actor.send({ type: 'send' })
    expect(state().value).toBe('closed')
    expect(state().context.message).toBe('Draft')
    expect(send.calls).toEqual([])
  })

  // After the confirmation, "Request a revision" opens an empty box for a further request.
  it('opens a fresh box after a sent request, and sends the next one', async () => {
    const { actor, send, state } = start()
    actor.send({ type: 'open' })
    actor.send({ type: 'message.change', text: 'First.' })
    actor.send({ type: 'send' })
    send.resolve({ ok: true })
    await waitFor(actor, (s) => s.matches('sent'))
    actor.send({ type: 'open' })
    expect(state().value).toBe('writing')
    expect(state().context.message).toBe('')
    actor.send({ type: 'message.change', text: 'Second.' })
    actor.send({ type: 'send' })
    expect(send.calls).toEqual([
      { tourName: '12-oak-street', message: 'First.' },
      { tourName: '12-oak-street', message: 'Second.' },
    ])
  })
})
