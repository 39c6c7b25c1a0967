// The model-based test of the order admin's panel (SPEC §6 order admin; issue 16), shared by its two charts, built
// from one factory (orderAdminChart): on a placed order (tests/ui/order-admin.paths.test.tsx) and on a draft at the
// order flow's CONFIRM step (tests/ui/draft-admin.paths.test.tsx). Both run the same model (its events and the rules
// that keep its states few), the same host, the same checks of each state in the DOM and the same executors; a
// variant gives what differs: the chart and its real effects, the order as the server answers it, the owner and
// instructions it starts with, the request each edit makes, and whether its owner is cleared before another is typed.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Actor, createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import type { Currency } from '../../src/domain/money'
import type { OrderAdminEvent, orderAdminChart } from '../../src/machines/order-admin/order-admin.machine'
import { FieldErrors, StatusError, Unreachable } from '../../src/services/errors'
import { type AdminAdjustment, AdminPanel } from '../../src/ui/features/order-admin/AdminPanel'
import { everyTransition, pathName, stateMatcher } from './chart-paths'
import { heldCallsRuntime, settle } from './held-calls'
import { recordPaths } from './recorded-paths'

/** The order's adjustment of −$25.00 (tests/schemas/fixtures/order.ts, on the placed order and the draft alike). */
export const TWILIGHT = { id: 'adj_1', description: 'Second visit for twilight photos', amount: -2500 }
// What the admin types, and the owner as the server writes it back.
const TYPED_OWNER = 'Dana@Example.com'
const ANSWERED_OWNER = 'dana@example.com'
const NEW_INSTRUCTIONS = 'Use the side gate.'
export const CREDIT = 'Goodwill credit'
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
export type Edit = keyof typeof SAVED

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

/** What the server holds of the order: its owner, its instructions for the photographer, its adjustments. */
export interface ServerOrder {
  owner: string | null
  instructions: string
  adjustments: (typeof TWILIGHT)[]
}

/** What the panel's host reads of an order, placed or draft. */
interface ShownOrder {
  readonly confirm: { readonly priceAdjustments: ReadonlyArray<AdminAdjustment> }
  readonly info: { readonly currency: Currency }
}

type Chart<T> = ReturnType<typeof orderAdminChart<T>>
type Runtime = ReturnType<typeof heldCallsRuntime>['runtime']

/** What differs between the panel on a placed order and on a draft. */
export interface AdminPanelVariant<T extends ShownOrder> {
  /** The describe block's title, and the name of the paths' record (tests/support/chart-path-records.json). */
  readonly title: string
  readonly record: string
  readonly chart: Chart<T>
  /** The chart's real effects, bound to the test runtime. */
  readonly actors: (runtime: Runtime) => Parameters<Chart<T>['provide']>[0]['actors']
  /** The owner and instructions the order starts with, as the server holds them. */
  readonly owner: string | null
  readonly instructions: string
  /** Whether the owner the order starts with is cleared before another is typed (a draft's, which has one). */
  readonly clearsOwner: boolean
  /** The instructions as a state's name shows them. */
  readonly instructionsShown: (instructions: string) => string
  /** The order as the server answers it (encoded, as it comes over the wire). */
  readonly answer: (server: ServerOrder) => object
  /** The one call an edit makes (the chart's request for it, without the order's id): its path and its body. */
  readonly call: (edit: Edit, request: Record<string, unknown>) => [path: string, body: object]
}

export function adminPanelPaths<T extends ShownOrder>(variant: AdminPanelVariant<T>) {
  type Snapshot = SnapshotFrom<Chart<T>>
  type ModelEvent =
    | OrderAdminEvent
    | { type: 'xstate.done.actor.editOrder'; output: T }
    | { type: 'xstate.error.actor.editOrder'; error: unknown }
  const OWNER = variant.owner ?? ''
  const INSTRUCTIONS = variant.instructions
  const decoded = (json: object) => json as unknown as T

  const editOf = (request: object | null) => Object.keys(request ?? {}).find((k) => k !== 'orderId') as Edit | undefined

  const serializeState = (s: Snapshot) => {
    const c = s.context
    return JSON.stringify([
      s.value,
      c.ownerEmail,
      variant.instructionsShown(c.instructions),
      c.adjustment,
      c.adjustmentErrors,
      editOf(c.request) ?? null,
      c.saved ?? null,
      c.error ?? null,
    ])
  }

  const initialOrder = decoded(
    variant.answer({ owner: variant.owner, instructions: INSTRUCTIONS, adjustments: [TWILIGHT] }),
  )

  const EVENTS: OrderAdminEvent[] = [
    ...(variant.clearsOwner ? [{ type: 'owner.change', value: '' } as const] : []),
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
   * What the model does, to keep the chart's states few while taking every one of its transitions: one form at a
   * time is typed into and saved (the others as the order has them), typing stops once a save has come back (the
   * form a failed save kept is what the path then shows), an owner the order has is cleared before another is typed,
   * the adjustment's fields are typed in one order, and the order's adjustment is removed only as the first save.
   */
  function possible(s: Snapshot, e: OrderAdminEvent): boolean {
    const c = s.context
    const answered = c.saved !== undefined || c.error !== undefined
    const touched = {
      owner: c.ownerEmail !== OWNER,
      instructions: c.instructions !== INSTRUCTIONS,
      adjustment:
        c.adjustment.description !== '' || c.adjustment.amount !== '' || Object.keys(c.adjustmentErrors).length > 0,
    }
    const only = (form: keyof typeof touched | null) =>
      Object.entries(touched).every(([name, changed]) => name === form || !changed)
    switch (e.type) {
      case 'owner.change':
        return !answered && only('owner') && c.ownerEmail === (e.value === '' ? OWNER : '')
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
    const owner = editOf(s.context.request) === 'ownerEmail' ? ANSWERED_OWNER : variant.owner
    return decoded(variant.answer({ owner, instructions: INSTRUCTIONS, adjustments: [] }))
  }

  const model = new TestModel<Snapshot, ModelEvent, { order: T }>(variant.chart as never, {
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

  /** A host as the change flow and the order flow are: it shows the adjustments of the order last answered. */
  function Host({ admin, order }: { admin: Actor<Chart<T>>; order: T }) {
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

  describe(variant.title, () => {
    const paths = everyTransition(model, serializeState)
    recordPaths(variant.record, paths, serializeState)
    for (const path of paths) {
      it(`reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
        const { pending, runtime } = heldCallsRuntime()
        const admin = createActor(variant.chart.provide({ actors: variant.actors(runtime) }), {
          input: { order: initialOrder },
        }).start()
        actors.push(admin)
        render(<Host admin={admin} order={initialOrder} />)
        // The test's own account: the fields as the person sees them, what the server holds, the edit that is out.
        let owner = OWNER
        let instructions = INSTRUCTIONS
        let description = ''
        let amount = ''
        let messages: { description?: string; amount?: string } = {}
        const server: ServerOrder = { owner: variant.owner, instructions: INSTRUCTIONS, adjustments: [TWILIGHT] }
        let shownAdjustments = [TWILIGHT]
        let out: { edit: Edit; call: [string, object] } | null = null
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
          expect(pending.map((c) => [c.path, c.request])).toEqual(out ? [out.call] : [])
        }
        // Found in its row: jsdom's accessible name drops the space before the hidden description.
        const removeButton = (description: string) => {
          const rows = within(screen.getByRole('list', { name: 'Adjustments' })).getAllByRole('listitem')
          const row = rows.find((li) => li.firstChild?.textContent === description) as HTMLElement
          return within(row).getByRole('button') as HTMLButtonElement
        }
        const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
        const submit = (target: HTMLButtonElement, edit: Edit, request: Record<string, unknown>) => {
          out = { edit, call: variant.call(edit, request) }
          fireEvent.click(target)
        }

        await path.test({
          states: {
            idle: () => shown(false),
            saving: () => shown(true),
          },
          events: {
            'owner.change': ({ event }: { event: ModelEvent }) => {
              owner = (event as { value: string }).value
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
              submit(button('Save instructions'), 'photographerInstructions', {
                photographerInstructions: instructions,
              }),
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
              await settle(() => pending.shift()?.resolve(variant.answer(server)))
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
}
