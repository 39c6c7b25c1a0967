// The change flow's chart with stub effects (SPEC §4 Change flow; issue 16): where each kind opens, Next only after a
// real change, the server's pricing before confirm, the fee preview asked again when the free-change deadline passes
// or an order admin waives the charge, and where a refused change goes back to.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, waitFor } from 'xstate'
import type { ChangeDraft } from '../../src/domain/change-flow'
import {
  type ChangeFlowInput,
  canGoNext,
  changeFlowMachine,
  changeViewOf,
} from '../../src/machines/change-flow/change-flow.machine'
import type { ChangeOrderRequest, ChangeOrderResponse } from '../../src/schemas/api/order'
import type { Order } from '../../src/schemas/Order'
import { NotFound, StatusError } from '../../src/services/errors'
import { freeTerms, heldOffer, laterTime, lateTerms, placedOrder } from '../support/change-orders'
import { deferred } from '../support/stub-actors'

const running: Array<{ stop(): void }> = []
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop()
  vi.useRealTimers()
})

function start(input: ChangeFlowInput = { orderId: 'ord_8f3a', kind: 'reschedule' }, options = { realClock: false }) {
  const open = deferred<Order>()
  const preview = deferred<Order>()
  const change = deferred<ChangeOrderResponse>()
  const machine = changeFlowMachine.provide({
    actors: { startChange: open.logic, previewChange: preview.logic, changeOrder: change.logic },
  })
  // The one-second clock is the test's unless a test is about it: a faked day would otherwise tick 86,400 times.
  const clocked = options.realClock ? machine : machine.provide({ actors: { clock: fromCallback(() => {}) } })
  const actor = createActor(clocked, { input }).start()
  running.push(actor)
  const closed: string[] = []
  actor.on('close', (e) => closed.push(e.type))
  return { actor, open, preview, change, closed, view: () => changeViewOf(actor.getSnapshot()) }
}

const laterDraft = (order: Order): ChangeDraft => ({
  selectedPhotographerId: order.schedule.selectedPhotographerId,
  selectedTime: laterTime,
  waitlistEnabled: false,
  ignoreAvailability: false,
})

const settle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'))

describe('change flow chart', () => {
  it('opens a reschedule at selection, with the order’s own schedule as the draft', async () => {
    const { actor, open, view } = start()
    expect(view()).toBe('loading')
    expect(open.calls).toEqual(['ord_8f3a'])
    open.resolve(placedOrder())
    await settle(actor)
    expect(view()).toBe('selection')
    expect(actor.getSnapshot().context.draft.selectedTime?.utc).toBe('2026-05-04T14:00:00Z')
  })

  it('takes a time the waitlist holds straight to pricing, and not once its half hour has run out', async () => {
    // This browser's clock agrees with the server's answer (asOf).
    vi.useFakeTimers({ now: Date.parse(freeTerms.asOf), toFake: ['Date'] })
    const { actor, open, preview, view } = start()
    open.resolve(placedOrder({ terms: { ...freeTerms, waitlistOffers: [heldOffer] } }))
    await settle(actor)
    const expires = Date.parse(heldOffer.expiresAt)
    actor.send({ type: 'clock.tick', now: expires })
    actor.send({ type: 'offer.take', offer: heldOffer })
    expect(view()).toBe('selection')
    expect(preview.calls).toEqual([])

    actor.send({ type: 'clock.tick', now: expires - 60_000 })
    actor.send({ type: 'offer.take', offer: { ...heldOffer, time: { ...laterTime, utc: '2026-05-06T16:00:00Z' } } })
    expect(preview.calls).toEqual([])
    actor.send({ type: 'offer.take', offer: heldOffer })
    expect(actor.getSnapshot().matches('previewing')).toBe(true)
    expect(preview.calls[0]).toMatchObject({ cancel: false, selectedPhotographerId: 'ph_1', selectedTime: laterTime })
  })

  it('keeps its clock for the countdowns, ticking each second', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'))
    const { actor } = start(undefined, { realClock: true })
    expect(actor.getSnapshot().context.now).toBe(Date.parse('2026-05-01T12:00:00Z'))
    vi.advanceTimersByTime(3_000)
    expect(actor.getSnapshot().context.now).toBe(Date.parse('2026-05-01T12:00:03Z'))
  })

  it('opens a cancellation at confirm', async () => {
    const { actor, open, view } = start({ orderId: 'ord_8f3a', kind: 'cancel' })
    open.resolve(placedOrder())
    await settle(actor)
    expect(view()).toBe('confirm')
  })

  it('enables Next only once the time, photographer or flag differs, then prices the change before confirm', async () => {
    const { actor, open, preview, view } = start()
    const order = placedOrder()
    open.resolve(order)
    await settle(actor)
    expect(canGoNext(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'next' })
    expect(preview.calls).toEqual([])

    actor.send({ type: 'schedule.edit', draft: laterDraft(order) })
    expect(canGoNext(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'next' })
    expect(preview.calls).toEqual([
      {
        orderId: 'ord_8f3a',
        cancel: false,
        selectedPhotographerId: 'ph_1',
        selectedTime: laterTime,
        ignoreAvailability: false,
        waiveCancellationCharge: false,
        shownChargeTotal: 0,
        originalTimeUtc: '2026-05-04T14:00:00Z',
      } satisfies ChangeOrderRequest,
    ])
    preview.resolve(placedOrder({ time: laterTime, travelTotal: 4500 }))
    await settle(actor)
    expect(view()).toBe('confirm')
    expect(actor.getSnapshot().context.order?.confirm.travelTotal).toBe(4500)

    actor.send({ type: 'back' })
    expect(view()).toBe('selection')
    expect(actor.getSnapshot().context.draft.selectedTime).toEqual(laterTime)
  })

  it('stays at selection with the server’s message when the new time does not hold', async () => {
    const { actor, open, preview, view } = start()
    const order = placedOrder()
    open.resolve(order)
    await settle(actor)
    actor.send({ type: 'schedule.edit', draft: laterDraft(order) })
    actor.send({ type: 'next' })
    preview.resolve(placedOrder({ scheduleValid: false, errors: { schedule: ['Nobody is free then.'] } }))
    await settle(actor)
    expect(view()).toBe('selection')
    expect(actor.getSnapshot().context.order?.schedule.errors).toEqual(['Nobody is free then.'])
  })

  it('says a cancel-only order cannot be moved, and lets it be cancelled instead', async () => {
    const { actor, open, view } = start()
    open.resolve(placedOrder({ terms: { ...freeTerms, reschedulable: false } }))
    await settle(actor)
    expect(view()).toBe('notReschedulable')
    actor.send({ type: 'cancelInstead' })
    expect(view()).toBe('confirm')
    expect(actor.getSnapshot().context.kind).toBe('cancel')
  })

  it('shows why the order could not be opened, and tries again on request', async () => {
    const { actor, open, view } = start()
    open.reject(new NotFound({ message: 'This order could not be found.' }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('This order could not be found.')
    actor.send({ type: 'retry' })
    expect(view()).toBe('loading')
    expect(open.calls).toHaveLength(2)
  })

  it('asks for the charge again the moment the free-change deadline passes on confirm', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-05-03T13:59:00Z') })
    const { actor, open, preview, view } = start({ orderId: 'ord_8f3a', kind: 'cancel' })
    open.resolve(placedOrder({ terms: { ...freeTerms, asOf: '2026-05-03T13:59:00.000Z' } }))
    await vi.waitFor(() => expect(view()).toBe('confirm'))
    await vi.advanceTimersByTimeAsync(59_000)
    expect(preview.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1_001)
    expect(preview.calls).toHaveLength(1)
    expect(preview.calls[0]).toMatchObject({ cancel: true, shownChargeTotal: 0 })
    preview.resolve(placedOrder({ terms: lateTerms }))
    await vi.waitFor(() => expect(view()).toBe('confirm'))
    expect(actor.getSnapshot().context.order?.changeTerms?.chargeTotal).toBe(14_125)
    // The late charge is the last it can be: no more timers.
    await vi.advanceTimersByTimeAsync(86_400_000)
    expect(preview.calls).toHaveLength(1)
  })

  it('keeps the server’s time for the deadline when this browser’s clock is five minutes fast', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-05-03T14:04:00Z') })
    const { open, preview, view } = start({ orderId: 'ord_8f3a', kind: 'cancel' })
    // The server answered at 13:59 by its clock: a minute of free changes is left, not none.
    open.resolve(placedOrder({ terms: { ...freeTerms, asOf: '2026-05-03T13:59:00.000Z' } }))
    await vi.waitFor(() => expect(view()).toBe('confirm'))
    expect(preview.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(preview.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1_001)
    expect(preview.calls).toHaveLength(1)
  })

  it('asks the server for the waived charge when an order admin waives it; nobody else can', async () => {
    const admin = start({ orderId: 'ord_8f3a', kind: 'cancel' })
    admin.open.resolve(placedOrder({ isAdmin: true, terms: lateTerms }))
    await settle(admin.actor)
    admin.actor.send({ type: 'waive.set', waive: true })
    expect(admin.preview.calls).toMatchObject([{ waiveCancellationCharge: true, shownChargeTotal: 14_125 }])
    admin.preview.resolve(
      placedOrder({ isAdmin: true, terms: { ...lateTerms, chargeAdjustment: -12_500, chargeTax: 0, chargeTotal: 0 } }),
    )
    await settle(admin.actor)
    admin.actor.send({ type: 'submit' })
    expect(admin.change.calls).toMatchObject([{ waiveCancellationCharge: true, shownChargeTotal: 0 }])

    const owner = start({ orderId: 'ord_8f3a', kind: 'cancel' })
    owner.open.resolve(placedOrder({ terms: lateTerms }))
    await settle(owner.actor)
    owner.actor.send({ type: 'waive.set', waive: true })
    expect(owner.preview.calls).toEqual([])
    expect(owner.actor.getSnapshot().context.waive).toBe(false)
  })

  it('completes with where the confirmation went', async () => {
    const { actor, open, change, view } = start({ orderId: 'ord_8f3a', kind: 'cancel' })
    open.resolve(placedOrder())
    await settle(actor)
    actor.send({ type: 'submit' })
    const done = placedOrder()
    change.resolve({ isComplete: true, orderModel: done, billingContactEmail: 'priya@example.com' })
    await settle(actor)
    expect(view()).toBe('complete')
    expect(actor.getSnapshot().context.billingContactEmail).toBe('priya@example.com')
  })

  it('goes back to confirm with the new figure when the charge changed before submitting', async () => {
    const { actor, open, change, view } = start({ orderId: 'ord_8f3a', kind: 'cancel' })
    open.resolve(placedOrder())
    await settle(actor)
    actor.send({ type: 'submit' })
    const stale = placedOrder({ terms: lateTerms, errors: { confirm: ['The free-change period has ended'] } })
    change.resolve({ isComplete: false, orderModel: stale, billingContactEmail: '' })
    await settle(actor)
    expect(view()).toBe('confirm')
    expect(actor.getSnapshot().context.order?.confirm.errors).toEqual(['The free-change period has ended'])
    actor.send({ type: 'submit' })
    expect(change.calls[1]).toMatchObject({ shownChargeTotal: 14_125 })
  })

  it('goes back to selection when the new time was taken meanwhile', async () => {
    const { actor, open, preview, change, view } = start()
    const order = placedOrder()
    open.resolve(order)
    await settle(actor)
    actor.send({ type: 'schedule.edit', draft: laterDraft(order) })
    actor.send({ type: 'next' })
    preview.resolve(placedOrder({ time: laterTime }))
    await settle(actor)
    actor.send({ type: 'submit' })
    const taken = placedOrder({ time: laterTime, scheduleValid: false, errors: { schedule: ['Just booked'] } })
    change.resolve({ isComplete: false, orderModel: taken, billingContactEmail: '' })
    await settle(actor)
    expect(view()).toBe('selection')
  })

  it('keeps confirm with the server’s words when the change is refused outright', async () => {
    const { actor, open, change, view } = start({ orderId: 'ord_8f3a', kind: 'cancel' })
    open.resolve(placedOrder())
    await settle(actor)
    actor.send({ type: 'submit' })
    change.reject(new StatusError({ message: 'This appointment has already started.' }))
    await settle(actor)
    expect(view()).toBe('confirm')
    expect(actor.getSnapshot().context.error).toBe('This appointment has already started.')
  })

  it('asks the view to close from any step', async () => {
    const { actor, closed } = start()
    actor.send({ type: 'close' })
    expect(closed).toEqual(['close'])
  })
})

describe('change flow chart and the order admin’s edits', () => {
  it('prices the change again when an order admin edits the order on confirm', async () => {
    const { actor, open, preview } = start({ orderId: 'ord_8f3a', kind: 'cancel' })
    open.resolve(placedOrder({ isAdmin: true }))
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'order.updated', order: placedOrder({ isAdmin: true, travelTotal: 100 }) })
    expect(actor.getSnapshot().matches('refreshing')).toBe(true)
    expect(preview.calls).toMatchObject([{ cancel: true }])
  })

  it('takes the edited order at selection without leaving it', async () => {
    const { actor, open } = start()
    open.resolve(placedOrder({ isAdmin: true }))
    await waitFor(actor, (s) => s.matches('selection'))
    actor.send({ type: 'order.updated', order: placedOrder({ isAdmin: true, travelTotal: 100 }) })
    expect(actor.getSnapshot().matches('selection')).toBe(true)
    expect(actor.getSnapshot().context.order?.confirm.travelTotal).toBe(100)
  })
})
