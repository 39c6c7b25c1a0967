// The change flow's failures and edges, in the words a person reads: a failed call says what happened (the server's
// words, ours when it gave none, a connection message when it could not be reached), a refused time is counted so
// the view can move focus to it again, a refresh that fails keeps confirm, and which answers of a submit go back to
// confirm or to the selection (SPEC §4: back to confirm when the form is valid or the schedule unchanged).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, waitFor } from 'xstate'
import type { ChangeDraft } from '../../src/domain/change-flow'
import { type ChangeFlowInput, changeFlowMachine } from '../../src/machines/change-flow/change-flow.machine'
import type { Order } from '../../src/schemas/Order'
import { StatusError, Unreachable } from '../../src/services/errors'
import { startChangeFlow } from '../support/change-flow-actor'
import { freeTerms, heldOffer, laterTime, lateTerms, placedOrder } from '../support/change-orders'

const running: Array<{ stop(): void }> = []
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop()
  vi.useRealTimers()
})

const start = (input?: ChangeFlowInput) => startChangeFlow(running, input)

const cancel: ChangeFlowInput = { orderId: 'ord_8f3a', kind: 'cancel' }
const OFFLINE = 'We could not reach the server. Check your connection and try again.'

const laterDraft = (order: Order): ChangeDraft => ({
  selectedPhotographerId: order.schedule.selectedPhotographerId,
  selectedTime: laterTime,
  waitlistEnabled: false,
  ignoreAvailability: false,
})

/** A reschedule at confirm with the later time priced. */
async function atConfirmWithLaterTime() {
  const flow = start()
  const order = placedOrder()
  flow.open.resolve(order)
  await flow.settle()
  flow.actor.send({ type: 'schedule.edit', draft: laterDraft(order) })
  flow.actor.send({ type: 'next' })
  flow.preview.resolve(placedOrder({ time: laterTime }))
  await flow.settle()
  expect(flow.view()).toBe('confirm')
  return flow
}

describe('change flow: what a failed call says', () => {
  it('starts empty and busy while the order opens', () => {
    const { actor, view } = start()
    const s = actor.getSnapshot()
    expect(view()).toBe('loading')
    expect(s.hasTag('busy')).toBe(true)
    expect(s.context).toMatchObject({
      order: null,
      billingContactEmail: '',
      refusals: 0,
      error: undefined,
      draft: { selectedPhotographerId: null, selectedTime: null, waitlistEnabled: false, ignoreAvailability: false },
    })
    // The gallery and the inspector name the chart and its clock.
    expect(s.machine.id).toBe('changeFlow')
    expect(s.children.clock).toBeDefined()
  })

  it('opening: ours when the answer has no words, the connection message when offline', async () => {
    const silent = start()
    silent.open.reject(new Error(''))
    await waitFor(silent.actor, (s) => s.matches('failed'))
    expect(silent.actor.getSnapshot().context.error).toBe('This order could not be opened. Please try again.')

    const offline = start()
    offline.open.reject(new Unreachable({ message: 'fetch failed' }))
    await waitFor(offline.actor, (s) => s.matches('failed'))
    expect(offline.actor.getSnapshot().context.error).toBe(OFFLINE)
  })

  it('names the call nobody provided', async () => {
    const actor = createActor(changeFlowMachine.provide({ actors: { clock: fromCallback(() => {}) } }), {
      input: cancel,
    }).start()
    running.push(actor)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toContain("'startChange'")
  })

  it('pricing: stays at selection with the server’s words, ours without, offline said so', async () => {
    for (const [error, shown] of [
      [
        new StatusError({ message: 'That time is outside the photographer’s hours.' }),
        'That time is outside the photographer’s hours.',
      ],
      [new Error(''), 'The change could not be made. Please try again.'],
      [new Unreachable({ message: 'fetch failed' }), OFFLINE],
    ] as const) {
      const { actor, open, preview, settle, view } = start()
      const order = placedOrder()
      open.resolve(order)
      await settle()
      actor.send({ type: 'schedule.edit', draft: laterDraft(order) })
      actor.send({ type: 'next' })
      preview.reject(error)
      await settle()
      expect(view()).toBe('selection')
      expect(actor.getSnapshot().context.error).toBe(shown)
      // Editing the time clears the message.
      actor.send({ type: 'schedule.edit', draft: laterDraft(order) })
      expect(actor.getSnapshot().context.error).toBeUndefined()
    }
  })

  it('submitting: ours when the answer has no words', async () => {
    const { actor, open, change, settle, view } = start(cancel)
    open.resolve(placedOrder())
    await settle()
    actor.send({ type: 'submit' })
    change.reject(new Error(''))
    await settle()
    expect(view()).toBe('confirm')
    expect(actor.getSnapshot().context.error).toBe('The change could not be made. Please try again.')
  })

  it('a refresh of the charge that fails keeps confirm with its message; one that answers shows the new order', async () => {
    const { actor, open, preview, settle, view } = start(cancel)
    open.resolve(placedOrder({ isAdmin: true, terms: lateTerms }))
    await settle()
    actor.send({ type: 'waive.set', waive: true })
    preview.reject(new StatusError({ message: 'Only order admins may waive a charge.' }))
    await settle()
    expect(view()).toBe('confirm')
    expect(actor.getSnapshot().context.error).toBe('Only order admins may waive a charge.')

    actor.send({ type: 'waive.set', waive: false })
    preview.resolve(placedOrder({ isAdmin: true, terms: lateTerms, travelTotal: 777 }))
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ error: undefined, order: { confirm: { travelTotal: 777 } } })
  })

  it('an order admin’s edit on confirm is the order shown while it is priced again', async () => {
    const { actor, open, settle } = start(cancel)
    open.resolve(placedOrder({ isAdmin: true }))
    await settle()
    actor.send({ type: 'order.updated', order: placedOrder({ isAdmin: true, travelTotal: 100 }) })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.order?.confirm.travelTotal).toBe(100)
  })
})

describe('change flow: refusals and where a submit goes back to', () => {
  it('counts each refused time, from pricing and from submitting, so the view can point at it again', async () => {
    const { actor, preview, change, settle, view } = await atConfirmWithLaterTime()
    expect(actor.getSnapshot().context.refusals).toBe(0)
    actor.send({ type: 'submit' })
    const taken = placedOrder({ time: laterTime, scheduleValid: false, errors: { schedule: ['Just booked'] } })
    change.resolve({ isComplete: false, orderModel: taken, billingContactEmail: '' })
    await settle()
    expect(view()).toBe('selection')
    expect(actor.getSnapshot().context.refusals).toBe(1)
    expect(actor.getSnapshot().context.order?.schedule.errors).toEqual(['Just booked'])

    actor.send({ type: 'next' })
    preview.resolve(placedOrder({ time: laterTime, scheduleValid: false }))
    await settle()
    expect(actor.getSnapshot().context.refusals).toBe(2)
  })

  it('back to confirm when the refused reschedule’s schedule still holds', async () => {
    const { actor, change, settle, view } = await atConfirmWithLaterTime()
    actor.send({ type: 'submit' })
    const stale = placedOrder({ time: laterTime, terms: lateTerms, errors: { confirm: ['The charge changed'] } })
    change.resolve({ isComplete: false, orderModel: stale, billingContactEmail: '' })
    await settle()
    expect(view()).toBe('confirm')
    expect(actor.getSnapshot().context.refusals).toBe(0)
    expect(actor.getSnapshot().context.order?.changeTerms?.chargeTotal).toBe(14_125)
  })

  it('back to confirm when a cancellation is refused, whatever the schedule says', async () => {
    const { actor, open, change, settle, view } = start(cancel)
    open.resolve(placedOrder())
    await settle()
    actor.send({ type: 'submit' })
    const refused = placedOrder({ scheduleValid: false, errors: { confirm: ['The charge changed'] } })
    change.resolve({ isComplete: false, orderModel: refused, billingContactEmail: '' })
    await settle()
    expect(view()).toBe('confirm')
  })

  it('back to confirm when the answer’s schedule is invalid but already the order’s own', async () => {
    // Meanwhile an order admin moved the order to the chosen time: nothing is left to choose again.
    const { actor, change, settle, view } = await atConfirmWithLaterTime()
    actor.send({ type: 'submit' })
    const moved = placedOrder({ time: laterTime })
    const answer = { ...placedOrder({ time: laterTime, scheduleValid: false }), originalSchedule: moved.schedule }
    change.resolve({ isComplete: false, orderModel: answer, billingContactEmail: '' })
    await settle()
    expect(view()).toBe('confirm')
    expect(actor.getSnapshot().context.refusals).toBe(0)
  })
})

describe('change flow: the held offer and the clock', () => {
  it('takes a held offer only with its own photographer and time', async () => {
    vi.useFakeTimers({ now: Date.parse(freeTerms.asOf), toFake: ['Date'] })
    const { actor, open, preview, settle } = start()
    open.resolve(placedOrder({ terms: { ...freeTerms, waitlistOffers: [heldOffer] } }))
    await settle()
    actor.send({ type: 'offer.take', offer: { ...heldOffer, photographerId: 'ph_2' } })
    expect(preview.calls).toEqual([])
    actor.send({ type: 'offer.take', offer: heldOffer })
    expect(preview.calls).toHaveLength(1)
  })

  it('takes no offer the waitlist no longer holds', async () => {
    vi.useFakeTimers({ now: Date.parse(freeTerms.asOf), toFake: ['Date'] })
    const taken = start()
    taken.open.resolve(placedOrder({ terms: { ...freeTerms, waitlistOffers: [{ ...heldOffer, status: 'taken' }] } }))
    await taken.settle()
    taken.actor.send({ type: 'offer.take', offer: heldOffer })
    expect(taken.preview.calls).toEqual([])
  })

  it('reads the server’s time from the answer before the first tick', async () => {
    // This browser runs ten minutes slow: the answer was written at 12:00 by the server's clock.
    vi.useFakeTimers({ now: Date.parse('2026-05-01T11:50:00Z'), toFake: ['Date'] })
    const { actor, open, settle } = start()
    open.resolve(placedOrder())
    await settle()
    expect(actor.getSnapshot().context.now).toBe(Date.parse(freeTerms.asOf))
    expect(actor.getSnapshot().context.clockOffset).toBe(10 * 60_000)
  })

  it('opens a reschedule of an order without change terms as cancel-only', async () => {
    const { open, settle, view } = start()
    open.resolve({ ...placedOrder(), changeTerms: null } as Order)
    await settle()
    expect(view()).toBe('notReschedulable')
  })

  it('drafts from the current schedule when the answer has no original one', async () => {
    const { actor, open, settle } = start()
    open.resolve({ ...placedOrder({ time: laterTime }), originalSchedule: null } as Order)
    await settle()
    expect(actor.getSnapshot().context.draft.selectedTime).toEqual(laterTime)
  })
})
