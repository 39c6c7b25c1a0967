// The order admin's panel on a draft, in the order flow (SPEC §6 order admin; issue 16): the same chart as on a placed
// order (order-admin.machine.ts), reading the owner and the instructions where a draft keeps them.
import type { ActorRefFrom } from 'xstate'
import type { BookingOrder } from '../../schemas/BookingOrder'
import { orderAdminChart } from './order-admin.machine'

export const draftAdminMachine = orderAdminChart<BookingOrder>((draft) => ({
  orderId: draft.info.id,
  ownerEmail: draft.ownerEmail,
  instructions: draft.photographerInstructions,
}))

export type DraftAdminActorRef = ActorRefFrom<typeof draftAdminMachine>
