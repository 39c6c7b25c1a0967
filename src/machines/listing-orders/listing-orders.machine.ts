// A listing's orders for the dashboard's Orders tab (SPEC §7 getforlisting; issue 17): asked for only when the
// listing's order events include an appointment or a cancellation (there is nothing else an order would add), shown
// once they arrive, with a way to try again when the call fails. `reload` asks again (after a change of an order).
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { Order } from '../../schemas/Order'
import { notProvided } from '../shared/fromEffect'

export interface ListingOrdersInput {
  readonly tourName: string
  /** The order events include an appointment or a cancellation. */
  readonly needed: boolean
}

export interface ListingOrdersContext {
  readonly tourName: string
  readonly needed: boolean
  orders: ReadonlyArray<Order>
  error: string | undefined
}

export type ListingOrdersEvent =
  | { type: 'retry' }
  | { type: 'reload' }
  /** An order admin saved an edit of one order: its answer replaces the order shown. */
  | { type: 'order.updated'; order: Order }

export const ORDERS_LOAD_FAILED = 'The orders could not be loaded. Please try again.'

export const listingOrdersMachine = setup({
  types: {
    context: {} as ListingOrdersContext,
    events: {} as ListingOrdersEvent,
    input: {} as ListingOrdersInput,
    tags: {} as 'loading',
  },
  actors: {
    getOrders: notProvided<ReadonlyArray<Order>, string>('getOrders'),
  },
  guards: {
    needed: ({ context }) => context.needed,
  },
  actions: {
    replaceOrder: assign({
      orders: ({ context, event }) =>
        event.type === 'order.updated'
          ? context.orders.map((o) => (o.info.id === event.order.info.id ? event.order : o))
          : context.orders,
    }),
  },
}).createMachine({
  id: 'listingOrders',
  context: ({ input }) => ({ tourName: input.tourName, needed: input.needed, orders: [], error: undefined }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'needed', target: 'loading' }, { target: 'none' }] },
    none: { description: 'No appointment or cancellation among the events: nothing is asked for.' },
    loading: {
      tags: ['loading'],
      on: {
        // An edit saved while the orders are read again (the list stays on screen, its admin panel usable): shown at
        // once, and the read starts over so its answer cannot be one made before the edit.
        'order.updated': { target: 'loading', reenter: true, actions: 'replaceOrder' },
      },
      invoke: {
        id: 'getOrders',
        src: 'getOrders',
        input: ({ context }) => context.tourName,
        onDone: { target: 'loaded', actions: assign({ orders: ({ event }) => event.output, error: undefined }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => {
              const failure = event.error as { _tag?: string } | undefined
              return failure?._tag === 'Unreachable'
                ? 'We could not reach the server. Check your connection and try again.'
                : ORDERS_LOAD_FAILED
            },
          }),
        },
      },
    },
    loaded: {
      on: {
        reload: 'loading',
        'order.updated': { actions: 'replaceOrder' },
      },
    },
    failed: { on: { retry: 'loading', reload: 'loading' } },
  },
})

export type ListingOrdersActorRef = ActorRefFrom<typeof listingOrdersMachine>
