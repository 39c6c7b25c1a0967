// The booking wizard's calls (SPEC §7 Booking wizard, Order flow; issue 8). Each answers the whole order state,
// computed afresh from the draft (server/booking/order-state.ts). Going forward validates the step with the shared
// form schemas (400 with field errors keyed as in the step's model); going back stores what was typed as it is.

import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  applyPromoCode,
  confirmBooking,
  createAdjustment,
  deleteAdjustment,
  startBooking,
  submitAddress,
  submitConfirm,
  submitContact,
  submitProduct,
  submitSchedule,
  updateOwner,
  updatePhotographerInstructions,
} from '../../src/schemas/api/booking'
import { enableWaitlist } from '../../src/schemas/api/order'
import type { BookingStep, SubmitStep } from '../../src/schemas/BookingOrder'
import { readAddress } from '../booking/address-reading'
import { confirmDraft } from '../booking/confirm'
import { confirmationMail } from '../booking/confirmation-mail'
import type { BookingDraft } from '../booking/draft'
import { newDraft } from '../booking/draft'
import { browserKeyHash, createDraft, findDraft, type StoredDraft, saveDraft } from '../booking/drafts'
import { callerOf, loadFacts } from '../booking/facts'
import { bookingOrder } from '../booking/order-state'
import { addressErrors, contactErrors, isForward, productErrors } from '../booking/step-checks'
import { loadCatalogue } from '../booking/world'
import { normalisePromoCode } from '../domain/order-money'
import { geocoderFromConfig } from '../geocoding/from-config'
import { createMailer } from '../mail/mailer'
import { findOrderForChange } from '../orders/order-for-change'
import { ordersForListingRoutes } from './booking-listing'
import { appointmentTimesRoutes } from './booking-times'
import type { AppDeps, AppEnv } from './context'
import { ApiError, invalidFields } from './errors'
import { orderChangeRoutes } from './order-change'
import { readJson } from './request-body'

/**
 * Reads a submit{step} body. Its field errors are keyed as in the step's model ('billingContact.phone'), which is
 * how the step's form names its fields, rather than by the body's path ('model.billingContact.phone').
 */
async function readSubmit<S extends Parameters<typeof readJson>[1]>(c: Context<AppEnv>, schema: S): Promise<S['Type']> {
  try {
    return await readJson(c, schema)
  } catch (error) {
    const fieldErrors = error instanceof ApiError ? error.body.fieldErrors : undefined
    if (!fieldErrors) throw error
    const relative = Object.fromEntries(
      Object.entries(fieldErrors).map(([key, message]) => [key.replace(/^model\./, ''), message]),
    )
    throw invalidFields(relative)
  }
}

const ORDER_ADMINS_ONLY = 'Only order admins can do this.'

/** Turning the waitlist on keeps the order's place in it (offers go out by joining time); off gives it up. */
const waitlistSetting = (row: { waitlist: boolean; waitlist_joined_at: Date | string | null }, enabled: boolean) => ({
  waitlist: enabled,
  waitlist_joined_at: enabled ? (row.waitlist && row.waitlist_joined_at ? row.waitlist_joined_at : new Date()) : null,
})
const ALREADY_PLACED = 'This order has been placed; it can no longer be changed here.'

export function bookingRoutes(deps: AppDeps) {
  const { db, config } = deps
  const kysely = db.kysely
  const mailer = deps.mailer ?? createMailer(kysely, config, deps.log)
  const geocoder = deps.geocoder ?? geocoderFromConfig(config, db)

  const answer = async (c: Context<AppEnv>, stored: StoredDraft, target: BookingStep) =>
    c.json(bookingOrder(await loadFacts(kysely, config, stored, c.get('user')), target))

  /**
   * Changes a draft under a row lock, so two calls at once (the waitlist toggle during a step's submit) cannot
   * write back each other's stale copy. A placed order is left as it is (`changed` false).
   */
  const mutate = (c: Context<AppEnv>, id: string, change: (draft: BookingDraft) => BookingDraft) =>
    kysely.transaction().execute(async (trx) => {
      const stored = await findDraft(trx, c, id, { forUpdate: true })
      if (stored.orderId !== null) return { stored, changed: false }
      const draft = change(stored.draft)
      await saveDraft(trx, stored.id, draft)
      return { stored: { ...stored, draft }, changed: true }
    })

  /** Stores a step's model, then checks it when heading forward (after storing, so nothing typed is lost). */
  const submit = async (
    c: Context<AppEnv>,
    step: SubmitStep,
    request: { info: { id: string }; targetStep: BookingStep },
    apply: (draft: BookingDraft) => BookingDraft,
    check: (draft: BookingDraft) => Promise<Record<string, string>> | Record<string, string>,
  ) => {
    const { stored: next, changed } = await mutate(c, request.info.id, apply)
    if (!changed) return answer(c, next, request.targetStep)
    const draft = next.draft
    if (isForward(step, request.targetStep)) {
      const errors = await check(draft)
      if (Object.keys(errors).length > 0) throw invalidFields(errors)
      const order = bookingOrder(await loadFacts(kysely, config, next, c.get('user')), request.targetStep)
      // A step the forms accept may still fail on the server's own facts: nobody serves the address, the slot went.
      const stepErrors = step === 'address' ? order.address.errors : step === 'schedule' ? order.schedule.errors : []
      if (stepErrors.length > 0) {
        const field = step === 'address' ? 'userAddress' : 'selectedTime'
        throw new ApiError(400, { message: stepErrors[0], fieldErrors: { [field]: stepErrors[0] as string } })
      }
      return c.json(order)
    }
    return answer(c, next, request.targetStep)
  }

  const requireAdmin = (c: Context<AppEnv>) => {
    if (!callerOf(c.get('user')).isAdmin)
      throw new ApiError(403, { statusError: ORDER_ADMINS_ONLY, message: ORDER_ADMINS_ONLY })
  }
  /** Applies a change to an unplaced draft and answers the order; a placed one answers 409. */
  const changeAndAnswer = async (
    c: Context<AppEnv>,
    id: string,
    change: (draft: BookingDraft) => BookingDraft,
    target: BookingStep,
  ) => {
    const { stored, changed } = await mutate(c, id, change)
    if (!changed) throw new ApiError(409, { message: ALREADY_PLACED })
    return answer(c, stored, target)
  }

  return new Hono<AppEnv>()
    .post('/booking/start', async (c) => {
      const request = await readJson(c, startBooking.request)
      const user = c.get('user')
      const draft = newDraft(request)
      // Autofill (SPEC §6): a signed-in customer is the billing contact unless they change it.
      const filled: BookingDraft = user
        ? {
            ...draft,
            contact: {
              ...draft.contact,
              billingContact: {
                ...draft.contact.billingContact,
                firstName: user.first_name,
                lastName: user.last_name,
                email: user.email,
                phone: user.phone,
              },
            },
          }
        : draft
      const stored = await createDraft(kysely, { browserKeyHash: browserKeyHash(c, config), user }, filled)
      return answer(c, stored, 'address')
    })
    .post('/booking/submitaddress', async (c) => {
      const request = await readSubmit(c, submitAddress.request)
      // Whatever the browser says the address is, the stored location is the server's reading of it.
      const reading = await readAddress(geocoder, request.model)
      return submit(
        c,
        'address',
        request,
        (d) => ({ ...d, address: reading.model }),
        (d) => ({
          ...addressErrors(d.address),
          ...(reading.problem ? { [reading.problem.field]: reading.problem.message } : {}),
        }),
      )
    })
    .post('/booking/submitproduct', async (c) => {
      const request = await readSubmit(c, submitProduct.request)
      return submit(
        c,
        'product',
        request,
        (d) => ({ ...d, products: request.model.products.filter((p) => p.quantity > 0) }),
        async (d) => productErrors(d.products, await loadCatalogue(kysely)),
      )
    })
    .post('/booking/submitschedule', async (c) => {
      const request = await readSubmit(c, submitSchedule.request)
      const isAdmin = callerOf(c.get('user')).isAdmin
      return submit(
        c,
        'schedule',
        request,
        (d) => ({
          ...d,
          schedule: { ...request.model, ignoreAvailability: isAdmin && request.model.ignoreAvailability },
        }),
        (d): Record<string, string> => (d.schedule.selectedTime ? {} : { selectedTime: 'Required' }),
      )
    })
    .post('/booking/submitcontact', async (c) => {
      const request = await readSubmit(c, submitContact.request)
      return submit(
        c,
        'contact',
        request,
        (d) => ({ ...d, contact: request.model }),
        (d) => contactErrors(d.contact),
      )
    })
    .post('/booking/submitconfirm', async (c) => {
      const request = await readJson(c, submitConfirm.request)
      return answer(c, await findDraft(kysely, c, request.info.id), request.targetStep)
    })
    .post('/booking/apply-promo', async (c) => {
      const request = await readJson(c, applyPromoCode.request)
      const promoCode = normalisePromoCode(request.promoCode) || null
      return changeAndAnswer(c, request.orderId, (d) => ({ ...d, promoCode }), request.targetStep)
    })
    .post('/booking/enable-waitlist', async (c) => {
      const request = await readJson(c, enableWaitlist.request)
      await kysely.transaction().execute(async (trx) => {
        // A placed order's id (its owner's dashboard, or an admin): the order's own flag. Anyone else, and a draft's
        // id, go on to the draft, which answers not found unless it is this browser's.
        const placed = await findOrderForChange(trx, request.orderId, c.get('user'), { forUpdate: true })
        if (placed && placed.role !== 'none') {
          await trx
            .updateTable('orders')
            .set(waitlistSetting(placed.row, request.enabled))
            .where('id', '=', placed.row.id)
            .execute()
          return
        }
        const stored = await findDraft(trx, c, request.orderId, { forUpdate: true })
        const schedule = { ...stored.draft.schedule, waitlistEnabled: request.enabled }
        await trx
          .updateTable('booking_drafts')
          .set({ state: JSON.stringify({ ...stored.draft, schedule }), updated_at: new Date() })
          .where('id', '=', stored.id)
          .execute()
        // A placed order keeps its own flag: the waitlist offers earlier slots to orders, not drafts.
        if (stored.orderId) {
          const row = await trx
            .selectFrom('orders')
            .selectAll()
            .where('id', '=', stored.orderId)
            .executeTakeFirstOrThrow()
          await trx.updateTable('orders').set(waitlistSetting(row, request.enabled)).where('id', '=', row.id).execute()
        }
      })
      return c.json({ ok: true as const })
    })
    .post('/booking/confirmbooking', async (c) => {
      const request = await readJson(c, confirmBooking.request)
      const placed = await confirmDraft(kysely, config, c, request.orderModel)
      if (placed.newOrderId) {
        const listingUrl = `${config.publicUrl}/${placed.order.info.tourName ?? ''}`
        const mail = confirmationMail(placed.order, config.brandName, listingUrl, placed.newOrderId)
        // The order stands whether or not SMTP takes the message; the outbox row and the log keep the failure.
        await mailer.send(mail).catch((error: unknown) => deps.log(`confirmation mail failed: ${String(error)}`))
      }
      return c.json(placed.order)
    })
    .post('/booking/update-owner', async (c) => {
      requireAdmin(c)
      const request = await readJson(c, updateOwner.request)
      return changeAndAnswer(c, request.orderId, (d) => ({ ...d, ownerEmail: request.ownerEmail }), request.targetStep)
    })
    .post('/booking/photographer-instructions', async (c) => {
      requireAdmin(c)
      const request = await readJson(c, updatePhotographerInstructions.request)
      const { photographerInstructions } = request
      return changeAndAnswer(
        c,
        request.orderId,
        (d) => ({ ...d, contact: { ...d.contact, photographerInstructions } }),
        request.targetStep,
      )
    })
    .post('/booking/create-adjustment', async (c) => {
      requireAdmin(c)
      const request = await readJson(c, createAdjustment.request)
      const adjustment = { adjustmentId: crypto.randomUUID(), description: request.description, amount: request.amount }
      return changeAndAnswer(
        c,
        request.orderId,
        (d) => ({ ...d, adjustments: [...d.adjustments, adjustment] }),
        request.targetStep,
      )
    })
    .post('/booking/delete-adjustment', async (c) => {
      requireAdmin(c)
      const request = await readJson(c, deleteAdjustment.request)
      const keep = (d: BookingDraft) => d.adjustments.filter((a) => a.adjustmentId !== request.adjustmentId)
      return changeAndAnswer(c, request.orderId, (d) => ({ ...d, adjustments: keep(d) }), request.targetStep)
    })
    .route('/', appointmentTimesRoutes(deps))
    .route('/', ordersForListingRoutes(deps))
    .route('/', orderChangeRoutes(deps))
}
