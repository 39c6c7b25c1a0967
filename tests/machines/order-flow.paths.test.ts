// Model-based test of the order flow (SPEC §2 Order flow, §4 Order flow, §7; issue 19): every transition of its four
// regions (the cookie check, the confirm button, the promo box, the waitlist toggle) is replayed on a real actor. The
// booking wizard is replaced by a stub child that the test moves by hand (its snapshots are what the order flow
// mirrors) and that records what it is sent. Each step is checked against the test's own account of the page, kept
// from the events it sent and the answers it gave: whether the booking runs, the confirm button's label and what a
// press does, the promo box (its state as the view reads it, the code typed, the code sent, the message), the
// waitlist's call and message, and everything the wizard was told. Nothing is compared with the model's prediction.
import { describe, expect, it } from 'vitest'
import { assign, createActor, type SnapshotFrom, setup } from 'xstate'
import { TestModel, type TestPath } from 'xstate/graph'
import {
  type OrderFlowEvent,
  type OrderFlowInput,
  orderFlowMachine,
  promoStateOf,
} from '../../src/machines/order-flow/order-flow.machine'
import type { Ok } from '../../src/schemas/api/call'
import type { BookingOrder, BookingStep } from '../../src/schemas/BookingOrder'
import { StatusError } from '../../src/services/errors'
import { filledOrder } from '../support/booking-orders'
import { asExecutors, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof orderFlowMachine>
type WizardView = { context: { order: BookingOrder | null; step: BookingStep } }
type ModelEvent =
  | OrderFlowEvent
  | { type: 'xstate.done.actor.checkCookies'; output: boolean }
  | { type: 'xstate.snapshot.wizard'; snapshot: WizardView }
  | { type: 'xstate.done.actor.applyPromo'; output: BookingOrder }
  | { type: 'xstate.error.actor.applyPromo'; error: unknown }
  | { type: 'xstate.done.actor.enableWaitlist'; output: Ok }
  | { type: 'xstate.error.actor.enableWaitlist'; error: unknown }

const promo = (promoCode: string | null, promoCodeValid: boolean | null): BookingOrder => {
  const order = filledOrder('confirm')
  return { ...order, info: { ...order.info, promoCode, promoCodeValid } }
}

/** Stands in for the booking wizard: the test sets its order and step; it records every event it is sent. */
const stubWizard = setup({
  types: {
    context: {} as { order: BookingOrder | null; step: BookingStep; received: string[] },
    events: {} as { type: string; order?: BookingOrder | null; step?: BookingStep },
  },
}).createMachine({
  context: { order: null, step: 'address', received: [] },
  on: {
    'order.updated': {
      actions: assign(({ context, event }) => ({
        order: event.order ?? null,
        received: [...context.received, event.type],
      })),
    },
    'test.set': {
      actions: assign(({ event }) => ({ order: event.order ?? null, step: event.step ?? 'address' })),
    },
    '*': { actions: assign({ received: ({ context, event }) => [...context.received, event.type] }) },
  },
})

const input: OrderFlowInput = { start: {}, user: null }
const booking: ModelEvent[] = [
  { type: 'xstate.done.actor.checkCookies', output: true },
  { type: 'xstate.snapshot.wizard', snapshot: { context: { order: promo(null, null), step: 'confirm' } } },
]

/** The page, the confirm button and the waitlist toggle. */
const pageEvents: ModelEvent[] = [
  ...booking,
  { type: 'xstate.done.actor.checkCookies', output: false },
  { type: 'xstate.snapshot.wizard', snapshot: { context: { order: promo(null, null), step: 'schedule' } } },
  { type: 'bottom.visible', visible: true },
  { type: 'bottom.visible', visible: false },
  { type: 'confirm' },
  { type: 'waitlist.toggle', enabled: true },
  { type: 'xstate.done.actor.enableWaitlist', output: { ok: true } },
  { type: 'xstate.error.actor.enableWaitlist', error: new StatusError({ message: 'No' }) },
]

/** The promo code box, on the confirm step. */
const promoEvents: ModelEvent[] = [
  ...booking,
  { type: 'promo.change', value: 'SPRING' },
  { type: 'promo.apply' },
  { type: 'promo.remove' },
  { type: 'xstate.done.actor.applyPromo', output: promo('SPRING', true) },
  { type: 'xstate.done.actor.applyPromo', output: promo('SPRING', false) },
  { type: 'xstate.done.actor.applyPromo', output: promo(null, null) },
  { type: 'xstate.error.actor.applyPromo', error: new StatusError({ message: 'Try later' }) },
]

const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.step,
    s.context.order?.info.promoCodeValid,
    s.context.promoDraft !== '',
    s.context.promoError !== undefined,
    s.context.waitlistError !== undefined,
  ])

const modelOf = (events: ModelEvent[]) =>
  new TestModel<Snapshot, ModelEvent, OrderFlowInput>(
    orderFlowMachine.provide({ actors: { bookingWizard: stubWizard as never } }) as never,
    { input, stateMatcher, events, serializeState },
  )

/**
 * Every transition, the user's self-loops included (tests/support/chart-paths.ts leaves them out): here one can
 * still do something, e.g. 'confirm' places the order or scrolls without changing any state of this chart.
 */
function everyTransition(
  model: TestModel<Snapshot, ModelEvent, OrderFlowInput>,
): Array<TestPath<Snapshot, ModelEvent>> {
  const pathTo = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => [serializeState(p.state), p]))
  const paths: Array<TestPath<Snapshot, ModelEvent>> = []
  for (const [source, { transitions }] of Object.entries(model.getAdjacencyMap())) {
    const prefix = pathTo.get(source)
    if (!prefix) continue
    for (const { event, state } of Object.values(transitions) as Array<{ event: ModelEvent; state: Snapshot }>) {
      // An internal event that changes nothing is one the running chart would never receive there.
      if (event.type.startsWith('xstate.') && serializeState(state) === source) continue
      const steps = [...prefix.steps, { state, event }]
      const path = { state, steps, weight: steps.length }
      paths.push({ ...path, description: pathName(path), test: (params) => model.testPath(path, params) })
    }
  }
  return paths
}

function start() {
  const checkCookies = deferred<boolean>()
  const applyPromo = deferred<BookingOrder>()
  const enableWaitlist = deferred<Ok>()
  const scrolls: unknown[] = []
  const actor = createActor(
    orderFlowMachine.provide({
      actors: {
        checkCookies: checkCookies.logic,
        bookingWizard: stubWizard as never,
        applyPromo: applyPromo.logic,
        enableWaitlist: enableWaitlist.logic,
      },
    }),
    { input },
  ).start()
  actor.on('scroll.bottom', (e) => scrolls.push(e))
  return { actor, checkCookies, applyPromo, enableWaitlist, scrolls }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** SPEC §8, restated: the waitlist's failure, and the server's own words for a refused code. */
const WAITLIST_FAILED = 'The waitlist could not be updated. Please try again.'

type PromoShown = 'settling' | 'idle' | 'applying' | 'applied' | 'invalid'

/**
 * The test's account of the page (SPEC §2, §4 Order flow): the cookie check, the button's label, the promo box and
 * the waitlist, and everything the wizard was told, from the events sent and the answers given.
 */
function account() {
  const a = {
    page: 'checkingCookies' as 'checkingCookies' | 'cookiesBlocked' | 'booking',
    order: null as BookingOrder | null,
    step: 'address' as BookingStep,
    /** 'Place your order' once the bottom of the confirm step is in view, else 'Scroll down to confirm'. */
    bottomVisible: false,
    promo: 'settling' as PromoShown,
    typed: '',
    requested: '',
    promoError: undefined as string | undefined,
    saving: false,
    waitlistError: undefined as string | undefined,
    /** What the wizard was told, in order. */
    told: [] as string[],
    promoCalls: [] as unknown[],
    waitlistCalls: [] as unknown[],
    scrolls: 0,
    /**
     * The box follows the order: a valid code is applied; a code the server refused is invalid, unless another was
     * typed meanwhile (then the box is simply idle); with an order and no code, idle.
     */
    settle() {
      if (a.promo === 'applying') return
      const code = a.order?.info.promoCode != null
      const applied = code && a.order?.info.promoCodeValid === true
      const invalid = code && a.order?.info.promoCodeValid === false
      const unsettled =
        a.promo === 'settling' || (a.promo === 'applied' && !applied) || (a.promo === 'invalid' && !invalid)
      if (unsettled) {
        if (applied) a.promo = 'applied'
        else if (invalid) a.promo = a.typed.trim() !== a.requested ? 'idle' : 'invalid'
        else a.promo = a.order ? 'idle' : 'settling'
      } else if (a.promo === 'idle' && applied) a.promo = 'applied'
    },
    apply(code: string) {
      a.promo = 'applying'
      a.requested = code
      a.typed = code
      a.promoError = undefined
      a.promoCalls.push({ orderId: 'ord_1', promoCode: code, targetStep: a.step })
    },
  }
  return a
}

describe.each([
  ['page, confirm button and waitlist', pageEvents],
  ['promo code box', promoEvents],
])('order flow, every transition: %s', (_name, events) => {
  const paths = everyTransition(modelOf(events))
  recordPaths(`order-flow: ${_name}`, paths, serializeState)
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      const ctx = () => snapshot().context
      const wizard = () =>
        snapshot().children.wizard as unknown as { getSnapshot(): { context: { received: string[] } } } | undefined
      const received = () => wizard()?.getSnapshot().context.received ?? []
      const a = account()
      /** The page against the account. */
      const asAccounted = () => {
        expect(wizard() !== undefined).toBe(a.page === 'booking')
        expect(snapshot().matches({ page: a.page })).toBe(true)
        expect(received()).toEqual(a.told)
        expect(snapshot().matches({ confirmButton: a.bottomVisible ? 'placeOrder' : 'scrollDown' })).toBe(true)
        expect(sut.scrolls).toHaveLength(a.scrolls)
        expect(promoStateOf(snapshot())).toBe(a.promo === 'settling' ? 'idle' : a.promo)
        expect(snapshot().hasTag('promoBusy')).toBe(a.promo === 'applying')
        expect(ctx().promoDraft).toBe(a.typed)
        expect(ctx().promoError).toBe(a.promoError)
        expect(sut.applyPromo.calls).toEqual(a.promoCalls)
        expect(snapshot().hasTag('waitlistBusy')).toBe(a.saving)
        expect(ctx().waitlistError).toBe(a.waitlistError)
        expect(sut.enableWaitlist.calls).toEqual(a.waitlistCalls)
      }
      await path.test({
        states: {
          'page.checkingCookies': asAccounted,
          'page.cookiesBlocked': asAccounted,
          'page.booking': asAccounted,
          // Rules whatever the account says: a code shown applied or invalid is the order's own verdict.
          'promo.applied': () => expect(ctx().order?.info.promoCodeValid).toBe(true),
          'promo.invalid': () => expect(ctx().order?.info.promoCodeValid).toBe(false),
        },
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.checkCookies': async ({ event }) => {
            sut.checkCookies.resolve(event.output)
            await settle()
            // The draft order lives in a cookie: without one, the page asks to continue in a new tab.
            a.page = event.output ? 'booking' : 'cookiesBlocked'
            asAccounted()
          },
          'xstate.snapshot.wizard': ({ event }) => {
            ;(wizard() as unknown as { send(e: unknown): void }).send({ type: 'test.set', ...event.snapshot.context })
            a.order = event.snapshot.context.order
            a.step = event.snapshot.context.step
            a.settle()
            asAccounted()
          },
          'xstate.done.actor.applyPromo': async ({ event }) => {
            sut.applyPromo.resolve(event.output)
            await settle()
            // The answer is the whole order: the wizard gets it, and the box follows it.
            a.order = event.output
            a.told.push('order.updated')
            a.promo = 'settling'
            a.settle()
            asAccounted()
          },
          'xstate.error.actor.applyPromo': async ({ event }) => {
            sut.applyPromo.reject(event.error)
            await settle()
            // The server's own words for a refused request; the box reads the order as it was.
            a.promoError = 'Try later'
            a.promo = 'settling'
            a.settle()
            asAccounted()
          },
          'xstate.done.actor.enableWaitlist': async ({ event }) => {
            sut.enableWaitlist.resolve(event.output)
            await settle()
            a.saving = false
            asAccounted()
          },
          'xstate.error.actor.enableWaitlist': async ({ event }) => {
            sut.enableWaitlist.reject(event.error)
            await settle()
            // Rolled back: the wizard hears the opposite setting, and a message shows.
            a.saving = false
            a.told.push('waitlist.set')
            a.waitlistError = WAITLIST_FAILED
            asAccounted()
          },
          confirm: ({ event }) => {
            sut.actor.send(event)
            // Placed only from 'Place your order' on the confirm step; 'Scroll down to confirm' scrolls.
            if (!a.bottomVisible) a.scrolls += 1
            else if (a.order && a.step === 'confirm') a.told.push('confirm')
            asAccounted()
          },
          'bottom.visible': ({ event }) => {
            sut.actor.send(event)
            a.bottomVisible = event.visible
            asAccounted()
          },
          'promo.change': ({ event }) => {
            sut.actor.send(event)
            // Before the booking has an order there is no box to type in.
            if (a.promo === 'idle') {
              a.typed = event.value
              a.promoError = undefined
            } else if (a.promo === 'applying') a.typed = event.value
            else if (a.promo === 'invalid') {
              // Typing over a refused code: the box is plain again.
              a.typed = event.value
              a.promo = 'idle'
            }
            asAccounted()
          },
          'promo.apply': ({ event }) => {
            sut.actor.send(event)
            const code = a.typed.trim()
            if ((a.promo === 'idle' || a.promo === 'invalid') && a.order && code !== '') a.apply(code)
            asAccounted()
          },
          'promo.remove': ({ event }) => {
            sut.actor.send(event)
            if (a.promo === 'applied' || a.promo === 'invalid') a.apply('')
            asAccounted()
          },
          'waitlist.toggle': ({ event }) => {
            sut.actor.send(event)
            // Saved at once, the wizard's order flipped first (optimistic); one save at a time.
            if (!a.saving && a.order) {
              a.saving = true
              a.waitlistError = undefined
              a.told.push('waitlist.set')
              a.waitlistCalls.push({ orderId: 'ord_1', enabled: event.enabled })
            }
            asAccounted()
          },
        }),
      })
    })
  }
})
