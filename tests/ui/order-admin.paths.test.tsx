// Model-based test of the order admin's panel on a placed order (SPEC §6 order admin; issue 16): every transition of
// the order-admin chart is replayed through the real view (AdminPanel, on a real actor of the chart with its real
// effect, POST /booking/editorder, bound to a test runtime whose calls wait until the path answers them), inside a
// host that shows each answered order's adjustments as the change flow does. Typing, Assign owner, Save instructions,
// Add adjustment and Remove are the person's; each state is checked in the DOM against what the test keeps itself:
// the fields as typed (kept by a failed save, the owner as the server answered it, the adjustment form cleared once
// its adjustment is on the order), SPEC §8's 'Required'/'Invalid' under the adjustment's fields, the adjustments in
// dollars, every button held while a save is out and the one request it made, the saved line, and each failure in
// the server's words or ours.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Actor, createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { orderAdminActors } from '../../src/machines/order-admin/order-admin.actors'
import { type OrderAdminEvent, orderAdminMachine } from '../../src/machines/order-admin/order-admin.machine'
import type { Order } from '../../src/schemas/Order'
import { FieldErrors, StatusError, Unreachable } from '../../src/services/errors'
import { AdminPanel } from '../../src/ui/features/order-admin/AdminPanel'
import { order as orderJson } from '../schemas/fixtures/order'
import { everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { heldCallsRuntime, settle } from '../support/held-calls'
import { recordPaths } from '../support/recorded-paths'

type Snapshot = SnapshotFrom<typeof orderAdminMachine>
type ModelEvent =
  | OrderAdminEvent
  | { type: 'xstate.done.actor.editOrder'; output: Order }
  | { type: 'xstate.error.actor.editOrder'; error: unknown }

// The placed order (tests/schemas/fixtures/order.ts): ord_8f3a, no owner, one adjustment of −$25.00.
const ORDER_ID = 'ord_8f3a'
const INSTRUCTIONS = 'Please capture the rooftop deck.'
const TWILIGHT = { id: 'adj_1', description: 'Second visit for twilight photos', amount: -2500 }
// What the admin types, and the owner as the server writes it back.
const TYPED_OWNER = 'Dana@Example.com'
const ANSWERED_OWNER = 'dana@example.com'
const NEW_INSTRUCTIONS = 'Use the side gate.'
const CREDIT = 'Goodwill credit'
const NOT_AN_AMOUNT = 'fifty'
const MINUS_FIFTY = '\u221250'
const CREDIT_ADDED = { id: 'adj_2', description: CREDIT, amount: -5000 }
/** Each adjustment's amount as the list shows it (worked out by hand: a credit in dollars, with a true minus). */
const SHOWN_AMOUNT: Record<string, string> = { adj_1: '−$25.00', adj_2: '−$50.00' }

/** SPEC §8's messages for the adjustment's fields, for the values typed here. */
const messagesFor = (description: string, amount: string) => ({
  ...(description === '' ? { description: 'Required' } : {}),
  ...(amount === '' ? { amount: 'Required' } : amount === NOT_AN_AMOUNT ? { amount: 'Invalid' } : {}),
})

const SAVED = {
  ownerEmail: 'Owner assigned.',
  photographerInstructions: 'Instructions saved.',
  addAdjustment: 'Adjustment added.',
  removeAdjustmentId: 'Adjustment removed.',
} as const
type Edit = keyof typeof SAVED

/** How each edit fails here, and what the panel then says: the server's words, or ours. */
const FAILURE: Record<Edit, [error: unknown, words: string]> = {
  ownerEmail: [
    new FieldErrors({ fieldErrors: { ownerEmail: 'No account uses this e-mail.' } }),
    "Owner's e-mail: No account uses this e-mail.",
  ],
  photographerInstructions: [
    new Unreachable({ message: 'timeout' }),
    'We could not reach the server. Check your connection and try again.',
  ],
  addAdjustment: [new StatusError({ message: 'Only order admins can do this.' }), 'Only order admins can do this.'],
  removeAdjustmentId: [new StatusError({ message: '' }), 'The change could not be saved. Please try again.'],
}

/** The order as the server answers it (encoded, as it comes over the wire). */
const answer = (server: { owner: string | null; instructions: string; adjustments: (typeof TWILIGHT)[] }) => ({
  ...orderJson,
  info: { ...orderJson.info, ownerEmail: server.owner, isAdmin: true },
  contact: { ...orderJson.contact, photographerInstructions: server.instructions },
  confirm: { ...orderJson.confirm, priceAdjustments: server.adjustments },
})
const decoded = (json: ReturnType<typeof answer>) => json as unknown as Order

const editOf = (request: object | null) => Object.keys(request ?? {}).find((k) => k !== 'orderId') as Edit | undefined

const serializeState = (s: Snapshot) => {
  const c = s.context
  return JSON.stringify([
    s.value,
    c.ownerEmail,
    c.instructions === INSTRUCTIONS ? 'as placed' : c.instructions,
    c.adjustment,
    c.adjustmentErrors,
    editOf(c.request) ?? null,
    c.saved ?? null,
    c.error ?? null,
  ])
}

const initialOrder = decoded(answer({ owner: null, instructions: INSTRUCTIONS, adjustments: [TWILIGHT] }))

const EVENTS: OrderAdminEvent[] = [
  { type: 'owner.change', value: TYPED_OWNER },
  { type: 'owner.save' },
  { type: 'instructions.change', value: NEW_INSTRUCTIONS },
  { type: 'instructions.save' },
  { type: 'adjustment.change', field: 'description', value: CREDIT },
  { type: 'adjustment.change', field: 'amount', value: NOT_AN_AMOUNT },
  { type: 'adjustment.change', field: 'amount', value: MINUS_FIFTY },
  { type: 'adjustment.add' },
  { type: 'adjustment.remove', adjustmentId: TWILIGHT.id },
]

/**
 * What the model does, to keep the chart's states few while taking every one of its transitions: one form at a time
 * is typed into and saved (the others as the order has them), typing stops once a save has come back (the form a
 * failed save kept is what the path then shows), the adjustment's fields are typed in one order, and the order's
 * adjustment is removed only as the first save.
 */
function possible(s: Snapshot, e: OrderAdminEvent): boolean {
  const c = s.context
  const answered = c.saved !== undefined || c.error !== undefined
  const touched = {
    owner: c.ownerEmail !== '',
    instructions: c.instructions !== INSTRUCTIONS,
    adjustment:
      c.adjustment.description !== '' || c.adjustment.amount !== '' || Object.keys(c.adjustmentErrors).length > 0,
  }
  const only = (form: keyof typeof touched | null) =>
    Object.entries(touched).every(([name, changed]) => name === form || !changed)
  switch (e.type) {
    case 'owner.change':
      return !answered && only('owner') && c.ownerEmail === ''
    case 'owner.save':
      return c.ownerEmail === TYPED_OWNER
    case 'instructions.change':
      return !answered && only('instructions') && c.instructions === INSTRUCTIONS
    case 'instructions.save':
      return only('instructions')
    case 'adjustment.change': {
      const { description, amount } = c.adjustment
      const next =
        e.field === 'description'
          ? description === '' && amount === ''
          : amount === (e.value === MINUS_FIFTY ? NOT_AN_AMOUNT : '') && description !== ''
      return !answered && only('adjustment') && next
    }
    case 'adjustment.add':
      return only('adjustment')
    case 'adjustment.remove':
      return !answered && only(null)
  }
}

const doneOutput = (s: Snapshot) => {
  const owner = editOf(s.context.request) === 'ownerEmail' ? ANSWERED_OWNER : null
  return decoded(answer({ owner, instructions: INSTRUCTIONS, adjustments: [] }))
}

const model = new TestModel<Snapshot, ModelEvent, { order: Order }>(orderAdminMachine as never, {
  input: { order: initialOrder },
  stateMatcher,
  serializeState,
  // A save's answer arrives only while it is out: the order (whose owner is all the chart reads of it; the executor
  // answers with the whole order the test keeps) or its failure.
  events: ((s: Snapshot) =>
    s.matches('saving')
      ? [
          { type: 'xstate.done.actor.editOrder', output: doneOutput(s) },
          { type: 'xstate.error.actor.editOrder', error: FAILURE[editOf(s.context.request) as Edit][0] },
        ]
      : EVENTS.filter((e) => possible(s, e))) as never,
})

/** A host as the change flow is one: it shows the adjustments of the order last answered. */
function Host({ admin, order }: { admin: Actor<typeof orderAdminMachine>; order: Order }) {
  const [shown, setShown] = useState(order)
  useEffect(() => {
    const subscription = admin.on('order.updated', (event) => setShown(event.order))
    return () => subscription.unsubscribe()
  }, [admin])
  return <AdminPanel admin={admin} adjustments={shown.confirm.priceAdjustments} currency={shown.info.currency} />
}

const actors: Array<{ stop(): void }> = []
afterEach(() => {
  cleanup()
  for (const actor of actors.splice(0)) actor.stop()
})

describe('order admin panel on a placed order: every transition, in the view', () => {
  const paths = everyTransition(model, serializeState)
  recordPaths('order-admin', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
      const { pending, runtime } = heldCallsRuntime()
      const admin = createActor(orderAdminMachine.provide({ actors: orderAdminActors(runtime) }), {
        input: { order: initialOrder },
      }).start()
      actors.push(admin)
      render(<Host admin={admin} order={initialOrder} />)
      // The test's own account: the fields as the person sees them, what the server holds, the edit that is out.
      let owner = ''
      let instructions = INSTRUCTIONS
      let description = ''
      let amount = ''
      let messages: { description?: string; amount?: string } = {}
      const server = { owner: null as string | null, instructions: INSTRUCTIONS, adjustments: [TWILIGHT] }
      let shownAdjustments = [TWILIGHT]
      let out: { edit: Edit; request: object } | null = null
      let status = ''
      let alert: string | null = null

      const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
      const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
      const ADJUSTMENT = 'Adjustment'
      const AMOUNT = 'Amount ($, − for a credit)'
      const messageOf = (label: string) => {
        const field = input(label)
        const id = field.getAttribute('aria-describedby')
        return id ? document.getElementById(id)?.textContent : undefined
      }
      const shown = (saving: boolean) => {
        expect(input("Owner's e-mail").value).toBe(owner)
        expect(input('Instructions for the photographer').value).toBe(instructions)
        expect(input(ADJUSTMENT).value).toBe(description)
        expect(input(AMOUNT).value).toBe(amount)
        expect(messageOf(ADJUSTMENT)).toBe(messages.description)
        expect(messageOf(AMOUNT)).toBe(messages.amount)
        expect(input(ADJUSTMENT).getAttribute('aria-invalid')).toBe(messages.description ? 'true' : null)
        expect(input(AMOUNT).getAttribute('aria-invalid')).toBe(messages.amount ? 'true' : null)
        const items = within(screen.getByRole('list', { name: 'Adjustments' })).queryAllByRole('listitem')
        expect(items.map((li) => li.textContent)).toEqual(
          shownAdjustments.map((a) => `${a.description}${SHOWN_AMOUNT[a.id]}Remove ${a.description}`),
        )
        for (const a of shownAdjustments) expect(removeButton(a.description).disabled).toBe(saving)
        expect(button('Assign owner').disabled).toBe(saving || owner.trim() === '')
        expect(button('Save instructions').disabled).toBe(saving)
        expect(button('Add adjustment').disabled).toBe(saving)
        expect(screen.getByRole('status').textContent).toBe(saving ? 'Saving…' : status)
        expect(screen.queryByRole('alert')?.textContent ?? null).toBe(saving ? null : alert)
        expect(pending.map((c) => [c.path, c.request])).toEqual(out ? [['/booking/editorder', out.request]] : [])
      }
      // Found in its row: jsdom's accessible name drops the space before the hidden description.
      const removeButton = (description: string) => {
        const rows = within(screen.getByRole('list', { name: 'Adjustments' })).getAllByRole('listitem')
        const row = rows.find((li) => li.firstChild?.textContent === description) as HTMLElement
        return within(row).getByRole('button') as HTMLButtonElement
      }
      const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
      const submit = (target: HTMLButtonElement, edit: Edit, request: object) => {
        out = { edit, request: { orderId: ORDER_ID, ...request } }
        fireEvent.click(target)
      }

      await path.test({
        states: {
          idle: () => shown(false),
          saving: () => shown(true),
        },
        events: {
          'owner.change': () => {
            owner = TYPED_OWNER
            type("Owner's e-mail", owner)
          },
          'instructions.change': () => {
            instructions = NEW_INSTRUCTIONS
            type('Instructions for the photographer', instructions)
          },
          'adjustment.change': ({ event }: { event: ModelEvent }) => {
            const { field, value } = event as Extract<OrderAdminEvent, { type: 'adjustment.change' }>
            if (field === 'description') description = value
            else amount = value
            // Messages once shown follow the fields as they are put right (or wrong).
            if (Object.keys(messages).length > 0) messages = messagesFor(description, amount)
            type(field === 'description' ? ADJUSTMENT : AMOUNT, value)
          },
          'owner.save': () => submit(button('Assign owner'), 'ownerEmail', { ownerEmail: owner }),
          'instructions.save': () =>
            submit(button('Save instructions'), 'photographerInstructions', { photographerInstructions: instructions }),
          'adjustment.add': () => {
            if (description === CREDIT && amount === MINUS_FIFTY) {
              messages = {}
              return submit(button('Add adjustment'), 'addAdjustment', {
                addAdjustment: { description: CREDIT, amount: -5000 },
              })
            }
            messages = messagesFor(description, amount)
            fireEvent.click(button('Add adjustment'))
          },
          'adjustment.remove': () =>
            submit(removeButton(TWILIGHT.description), 'removeAdjustmentId', { removeAdjustmentId: TWILIGHT.id }),
          'xstate.done.actor.editOrder': async () => {
            const edit = out?.edit
            if (edit === 'ownerEmail') server.owner = ANSWERED_OWNER
            if (edit === 'photographerInstructions') server.instructions = instructions
            if (edit === 'addAdjustment') server.adjustments = [...server.adjustments, CREDIT_ADDED]
            if (edit === 'removeAdjustmentId') server.adjustments = server.adjustments.filter((a) => a !== TWILIGHT)
            if (edit === 'addAdjustment') [description, amount] = ['', '']
            if (server.owner) owner = server.owner
            shownAdjustments = server.adjustments
            status = SAVED[edit as Edit]
            alert = null
            out = null
            await settle(() => pending.shift()?.resolve(answer(server)))
          },
          'xstate.error.actor.editOrder': async ({ event }: { event: ModelEvent }) => {
            const [error, words] = FAILURE[(out as { edit: Edit }).edit]
            expect((event as { error: unknown }).error).toBe(error)
            status = ''
            alert = words
            out = null
            await settle(() => pending.shift()?.reject(error as never))
          },
        } as never,
      })
    })
  }
})
