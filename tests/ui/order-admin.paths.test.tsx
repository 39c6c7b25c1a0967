// Model-based test of the order admin's panel on a placed order (SPEC §6 order admin; issue 16): every transition of
// the order-admin chart is replayed through the real view (AdminPanel, on a real actor of the chart with its real
// effect, POST /booking/editorder, bound to a test runtime whose calls wait until the path answers them), inside a
// host that shows each answered order's adjustments as the change flow does. Typing, Assign owner, Save instructions,
// Add adjustment and Remove are the person's; each state is checked in the DOM against what the test keeps itself:
// the fields as typed (kept by a failed save, the owner as the server answered it, the adjustment form cleared once
// its adjustment is on the order), SPEC §8's 'Required'/'Invalid' under the adjustment's fields, the adjustments in
// dollars, every button held while a save is out and the one request it made, the saved line, and each failure in
// the server's words or ours. The model, host, checks and executors are shared with the panel on a draft
// (tests/support/admin-panel-paths.tsx); this file gives the placed order's.
import { orderAdminActors } from '../../src/machines/order-admin/order-admin.actors'
import { orderAdminMachine } from '../../src/machines/order-admin/order-admin.machine'
import type { Order } from '../../src/schemas/Order'
import { order as orderJson } from '../schemas/fixtures/order'
import { adminPanelPaths, type ServerOrder } from '../support/admin-panel-paths'

// The placed order (tests/schemas/fixtures/order.ts): ord_8f3a, no owner, one adjustment of −$25.00.
const ORDER_ID = 'ord_8f3a'
const INSTRUCTIONS = 'Please capture the rooftop deck.'

adminPanelPaths<Order>({
  title: 'order admin panel on a placed order: every transition, in the view',
  record: 'order-admin',
  chart: orderAdminMachine,
  actors: orderAdminActors,
  owner: null,
  instructions: INSTRUCTIONS,
  clearsOwner: false,
  instructionsShown: (instructions) => (instructions === INSTRUCTIONS ? 'as placed' : instructions),
  /** The order as the server answers it (encoded, as it comes over the wire). */
  answer: (server: ServerOrder) => ({
    ...orderJson,
    info: { ...orderJson.info, ownerEmail: server.owner, isAdmin: true },
    contact: { ...orderJson.contact, photographerInstructions: server.instructions },
    confirm: { ...orderJson.confirm, priceAdjustments: server.adjustments },
  }),
  // Every edit is POST /booking/editorder, with the order's id.
  call: (_edit, request) => ['/booking/editorder', { orderId: ORDER_ID, ...request }],
})
