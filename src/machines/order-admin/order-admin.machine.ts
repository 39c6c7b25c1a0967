// An order admin's edits of an order (SPEC §6 order admin; issue 16): assign the owner by e-mail, edit the
// photographer's instructions, add and remove adjustments. One edit is saved at a time; each answer is the whole
// order, emitted for the host to show. The forms keep what was typed when a save fails; the adjustment form checks its
// fields first (SPEC §8 'Required', 'Invalid'). One chart for both kinds of order: a placed order in the change flow
// (POST /booking/editorder) and a draft in the order flow (the draft calls, draft-admin.machine.ts); `fieldsOf` reads
// the edited fields from whichever the host holds.
import { type ActorRefFrom, assign, emit, type SnapshotFrom, setup } from 'xstate'
import { type AdjustmentDraft, adjustmentErrors, parseAmount } from '../../domain/admin-edits'
import type { EditOrderRequest } from '../../schemas/api/order'
import type { Order } from '../../schemas/Order'
import { notProvided } from '../shared/fromEffect'

/** What the panel edits, as read from the order it sits on. */
export interface AdminFields {
  readonly orderId: string
  readonly ownerEmail: string | null
  readonly instructions: string
}

export interface OrderAdminInput<T = Order> {
  readonly order: T
}

export interface OrderAdminContext {
  readonly orderId: string
  ownerEmail: string
  instructions: string
  adjustment: AdjustmentDraft
  /** The adjustment form's messages, shown once Add was pressed. */
  adjustmentErrors: Readonly<Record<string, string>>
  /** The edit being saved. */
  request: EditOrderRequest | null
  /** Why the last save failed (the server's words when it refused). */
  error: string | undefined
  /** What the last successful save did, for the polite status line. */
  saved: string | undefined
}

export type OrderAdminEvent =
  | { type: 'owner.change'; value: string }
  | { type: 'owner.save' }
  | { type: 'instructions.change'; value: string }
  | { type: 'instructions.save' }
  | { type: 'adjustment.change'; field: keyof AdjustmentDraft; value: string }
  | { type: 'adjustment.add' }
  | { type: 'adjustment.remove'; adjustmentId: string }

export type OrderAdminEmitted<T = Order> = { type: 'order.updated'; order: T }

const EMPTY_ADJUSTMENT: AdjustmentDraft = { description: '', amount: '' }
export const EDIT_FAILED = 'The change could not be saved. Please try again.'

/** The panel's own names for the fields a refusal names (the request's keys mean nothing to the admin). */
const FIELD_LABELS: Record<string, string> = {
  ownerEmail: "Owner's e-mail",
  photographerInstructions: 'Instructions for the photographer',
  addAdjustment: 'Adjustment',
  'addAdjustment.description': 'Adjustment',
  'addAdjustment.amount': 'Amount',
}

const describeError = (error: unknown) => {
  const failure = error as { _tag?: string; message?: string; fieldErrors?: Record<string, string> } | undefined
  if (failure?._tag === 'Unreachable') return 'We could not reach the server. Check your connection and try again.'
  const field = failure?.fieldErrors ? Object.entries(failure.fieldErrors)[0] : undefined
  if (field) {
    const label = FIELD_LABELS[field[0]]
    return label ? `${label}: ${field[1]}` : field[1]
  }
  return failure?.message || EDIT_FAILED
}

const SAVED: Record<string, string> = {
  ownerEmail: 'Owner assigned.',
  photographerInstructions: 'Instructions saved.',
  addAdjustment: 'Adjustment added.',
  removeAdjustmentId: 'Adjustment removed.',
}

export function orderAdminChart<T>(fieldsOf: (order: T) => AdminFields) {
  return setup({
    types: {
      context: {} as OrderAdminContext,
      events: {} as OrderAdminEvent,
      input: {} as OrderAdminInput<T>,
      emitted: {} as OrderAdminEmitted<T>,
      tags: {} as 'saving',
    },
    actors: {
      editOrder: notProvided<T, EditOrderRequest>('editOrder'),
    },
    guards: {
      hasOwnerEmail: ({ context }) => context.ownerEmail.trim() !== '',
      adjustmentValid: ({ context }) => Object.keys(adjustmentErrors(context.adjustment)).length === 0,
    },
  }).createMachine({
    id: 'orderAdmin',
    context: ({ input }) => ({
      orderId: fieldsOf(input.order).orderId,
      ownerEmail: fieldsOf(input.order).ownerEmail ?? '',
      instructions: fieldsOf(input.order).instructions,
      adjustment: EMPTY_ADJUSTMENT,
      adjustmentErrors: {},
      request: null,
      error: undefined,
      saved: undefined,
    }),
    initial: 'idle',
    on: {
      'owner.change': { actions: assign({ ownerEmail: ({ event }) => event.value }) },
      'instructions.change': { actions: assign({ instructions: ({ event }) => event.value }) },
      'adjustment.change': {
        actions: assign({
          adjustment: ({ context, event }) => ({ ...context.adjustment, [event.field]: event.value }),
          // A message goes as soon as its field is put right.
          adjustmentErrors: ({ context, event }) => {
            if (Object.keys(context.adjustmentErrors).length === 0) return context.adjustmentErrors
            return adjustmentErrors({ ...context.adjustment, [event.field]: event.value })
          },
        }),
      },
    },
    states: {
      idle: {
        on: {
          'owner.save': {
            guard: 'hasOwnerEmail',
            target: 'saving',
            actions: assign({
              request: ({ context }) => ({ orderId: context.orderId, ownerEmail: context.ownerEmail.trim() }),
            }),
          },
          'instructions.save': {
            target: 'saving',
            actions: assign({
              request: ({ context }) => ({ orderId: context.orderId, photographerInstructions: context.instructions }),
            }),
          },
          'adjustment.add': [
            {
              guard: 'adjustmentValid',
              target: 'saving',
              actions: assign({
                adjustmentErrors: {},
                request: ({ context }) => ({
                  orderId: context.orderId,
                  addAdjustment: {
                    description: context.adjustment.description.trim(),
                    amount: parseAmount(context.adjustment.amount.trim()) ?? 0,
                  },
                }),
              }),
            },
            { actions: assign({ adjustmentErrors: ({ context }) => adjustmentErrors(context.adjustment) }) },
          ],
          'adjustment.remove': {
            target: 'saving',
            actions: assign({
              request: ({ context, event }) => ({ orderId: context.orderId, removeAdjustmentId: event.adjustmentId }),
            }),
          },
        },
      },
      saving: {
        tags: ['saving'],
        entry: assign({ error: undefined, saved: undefined }),
        invoke: {
          id: 'editOrder',
          src: 'editOrder',
          input: ({ context }) => context.request as EditOrderRequest,
          onDone: {
            target: 'idle',
            actions: [
              assign(({ context, event }) => ({
                saved: SAVED[Object.keys(context.request ?? {}).find((k) => k !== 'orderId') ?? ''],
                ownerEmail: fieldsOf(event.output).ownerEmail ?? context.ownerEmail,
                // The form is cleared once its adjustment is on the order.
                adjustment: context.request?.addAdjustment ? EMPTY_ADJUSTMENT : context.adjustment,
                request: null,
              })),
              emit(({ event }) => ({ type: 'order.updated' as const, order: event.output as T })),
            ],
          },
          onError: {
            target: 'idle',
            actions: assign({ error: ({ event }) => describeError(event.error), request: null }),
          },
        },
      },
    },
  })
}

/** The panel on a placed order (the change flow). */
export const orderAdminMachine = orderAdminChart<Order>((order) => ({
  orderId: order.info.id,
  ownerEmail: order.info.ownerEmail,
  instructions: order.contact.photographerInstructions,
}))

export type OrderAdminActorRef = ActorRefFrom<typeof orderAdminMachine>
/** A running panel chart over either kind of order. */
export type OrderAdminChartRef<T> = ActorRefFrom<ReturnType<typeof orderAdminChart<T>>>
export type OrderAdminSnapshot = SnapshotFrom<typeof orderAdminMachine>
