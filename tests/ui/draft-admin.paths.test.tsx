// Model-based test of the order admin's panel on a draft, at the order flow's CONFIRM step (SPEC §6 order admin;
// issue 16): every transition of the draft-admin chart is replayed through the real view (AdminPanel, on a real actor
// of the chart with its real effects, the draft calls update-owner, photographer-instructions, create-adjustment and
// delete-adjustment, bound to a test runtime whose calls wait until the path answers them), inside a host that shows
// each answered draft's adjustments as the order flow does. Clearing and typing the owner, the instructions and the
// adjustment, Assign owner, Save instructions, Add adjustment and Remove are the person's; each state is checked in the
// DOM against what the test keeps itself: the draft's own owner and instructions at first, the fields as typed (kept
// by a failed save, the owner as the server answered it, the adjustment form cleared once its adjustment is on the
// draft), SPEC §8's 'Required'/'Invalid' under the adjustment's fields, the adjustments in dollars, every button held
// while a save is out and the one draft call it made (answered at CONFIRM), the saved line, and each failure in the
// server's words or ours. The model, host, checks and executors are shared with the panel on a placed order
// (tests/support/admin-panel-paths.tsx); this file gives the draft's.
import { draftAdminActors } from '../../src/machines/order-admin/draft-admin.actors'
import { draftAdminMachine } from '../../src/machines/order-admin/draft-admin.machine'
import type { BookingOrder } from '../../src/schemas/BookingOrder'
import { bookingOrder as draftJson } from '../schemas/fixtures/order'
import { adminPanelPaths, CREDIT, type Edit, type ServerOrder, TWILIGHT } from '../support/admin-panel-paths'

// The draft (tests/schemas/fixtures/order.ts): ord_9c1d, owned by owner@example.com, no instructions for the
// photographer yet, one adjustment of −$25.00 on its totals.
const ORDER_ID = 'ord_9c1d'
const OWNER = 'owner@example.com'
const INSTRUCTIONS = ''

/** The draft call each edit is, and its body: the request the path expects, answered at CONFIRM. */
const CALL: Record<Edit, (request: Record<string, unknown>) => [string, object]> = {
  ownerEmail: ({ ownerEmail }) => ['/booking/update-owner', { orderId: ORDER_ID, ownerEmail, targetStep: 'confirm' }],
  photographerInstructions: ({ photographerInstructions }) => [
    '/booking/photographer-instructions',
    { orderId: ORDER_ID, photographerInstructions, targetStep: 'confirm' },
  ],
  addAdjustment: () => [
    '/booking/create-adjustment',
    { orderId: ORDER_ID, description: CREDIT, amount: -5000, targetStep: 'confirm' },
  ],
  removeAdjustmentId: () => [
    '/booking/delete-adjustment',
    { orderId: ORDER_ID, adjustmentId: TWILIGHT.id, targetStep: 'confirm' },
  ],
}

adminPanelPaths<BookingOrder>({
  title: 'order admin panel on a draft: every transition, in the view',
  record: 'draft-admin',
  chart: draftAdminMachine,
  actors: draftAdminActors,
  owner: OWNER,
  instructions: INSTRUCTIONS,
  // The draft's owner is cleared before another is typed.
  clearsOwner: true,
  instructionsShown: (instructions) => instructions,
  /** The draft as the server answers it (encoded, as it comes over the wire). */
  answer: (server: ServerOrder) => ({
    ...draftJson,
    step: 'confirm',
    ownerEmail: server.owner,
    photographerInstructions: server.instructions,
    adjustments: server.adjustments.map((a) => ({ adjustmentId: a.id, description: a.description, amount: a.amount })),
    confirm: { ...draftJson.confirm, priceAdjustments: server.adjustments },
  }),
  call: (edit, request) => CALL[edit](request),
})
