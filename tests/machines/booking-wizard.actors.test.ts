// The booking wizard's and the order flow's real effects over the test runtime: each step goes to its own call,
// an unreachable server is tried three times in all (SPEC §7: booking wizard 3), a refusal is not retried, and a
// whole wizard runs through the bridge.
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, toPromise, waitFor } from 'xstate'
import { checkDraft, draftsFromOrder } from '../../src/domain/booking-steps'
import { BOOKING_RETRIES, bookingWizardActors } from '../../src/machines/booking-wizard/booking-wizard.actors'
import { bookingWizardMachine, type SubmitRequest } from '../../src/machines/booking-wizard/booking-wizard.machine'
import { orderFlowActors } from '../../src/machines/order-flow/order-flow.actors'
import type { ApiCall } from '../../src/schemas/api/call'
import { type ApiError, StatusError, Unreachable } from '../../src/services/errors'
import { makeTestRuntime } from '../../src/services/runtime'
import { filledOrder, startedOrder } from '../support/booking-orders'

function serve(answer: (call: ApiCall, request: unknown, attempt: number) => Effect.Effect<unknown, ApiError>) {
  const calls: Array<{ path: string; request: unknown }> = []
  const runtime = makeTestRuntime({
    answer: (call, request) => {
      calls.push({ path: call.path, request })
      return answer(call, request, calls.filter((c) => c.path === call.path).length)
    },
  })
  return { runtime, calls }
}

const info = { id: 'ord_1', confirmedDate: null }

describe('booking wizard actors', () => {
  it.each<[SubmitRequest['from'], string]>([
    ['address', '/booking/submitaddress'],
    ['product', '/booking/submitproduct'],
    ['schedule', '/booking/submitschedule'],
    ['contact', '/booking/submitcontact'],
    ['confirm', '/booking/submitconfirm'],
  ])('submits %s to %s', async (from, path) => {
    const { runtime, calls } = serve(() => Effect.succeed(filledOrder('confirm')))
    const drafts = draftsFromOrder(filledOrder('confirm'))
    const checked = from === 'confirm' ? undefined : checkDraft(from, drafts[from])
    const request = (
      checked?.ok ? { from, info, targetStep: 'confirm', model: checked.model } : { from, info, targetStep: 'product' }
    ) as SubmitRequest
    await toPromise(createActor(bookingWizardActors(runtime).submitStep, { input: request }).start())
    expect(calls[0]?.path).toBe(path)
    expect(calls[0]?.request).toMatchObject({ info, targetStep: request.targetStep })
  })

  it(`tries an unreachable server ${BOOKING_RETRIES} times in all, and a refusal once`, async () => {
    const flaky = serve((_call, _request, attempt) =>
      attempt < BOOKING_RETRIES ? Effect.fail(new Unreachable({ message: 'offline' })) : Effect.succeed(startedOrder()),
    )
    const started = await toPromise(createActor(bookingWizardActors(flaky.runtime).startBooking, { input: {} }).start())
    expect(started.orderId).toBe('ord_1')
    expect(flaky.calls).toHaveLength(BOOKING_RETRIES)

    const refusing = serve(() => Effect.fail(new StatusError({ message: 'That time was just taken.' })))
    const confirm = createActor(bookingWizardActors(refusing.runtime).confirmBooking, {
      input: { orderModel: filledOrder('confirm') },
    }).start()
    await expect(toPromise(confirm)).rejects.toMatchObject({ _tag: 'StatusError' })
    expect(refusing.calls).toHaveLength(1)
  })

  it('runs a wizard from start to product through the bridge', async () => {
    const { runtime, calls } = serve((call) =>
      Effect.succeed(
        call.path === '/booking/start' ? filledOrder('product', { step: 'address' }) : filledOrder('product'),
      ),
    )
    const actor = createActor(bookingWizardMachine.provide({ actors: bookingWizardActors(runtime) }), {
      input: { start: { promoCode: 'SPRING' }, user: null },
    }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'goTo', step: 'product' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.step === 'product')
    expect(calls.map((c) => c.path)).toEqual(['/booking/start', '/booking/submitaddress'])
    expect(calls[0]?.request).toEqual({ promoCode: 'SPRING' })
  })

  it('applies a promo code and saves the waitlist through the order flow actors', async () => {
    const { runtime, calls } = serve((call) =>
      Effect.succeed(call.path === '/booking/enable-waitlist' ? { ok: true } : filledOrder('confirm')),
    )
    const actors = orderFlowActors(runtime)
    await toPromise(
      createActor(actors.applyPromo, {
        input: { orderId: 'ord_1', promoCode: 'SPRING', targetStep: 'confirm' },
      }).start(),
    )
    await toPromise(createActor(actors.enableWaitlist, { input: { orderId: 'ord_1', enabled: true } }).start())
    expect(calls.map((c) => c.path)).toEqual(['/booking/apply-promo', '/booking/enable-waitlist'])
  })
})
