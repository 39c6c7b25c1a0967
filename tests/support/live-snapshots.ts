// A live session's snapshot as the product's tabs send it to the chart gallery (src/devtools/live-protocol.ts), for
// the gallery's tests: copy-text running in tab-1 on a listing's page, idle, as it starts; `fields` make it another.
import type { LiveSnapshot } from '../../src/devtools/live-protocol'

export const liveSnapshot = (fields: Partial<LiveSnapshot> = {}): LiveSnapshot => ({
  sessionId: 'x:7',
  tabId: 'tab-1',
  tabPath: '/listings/1842-kenmore',
  actorId: 'x:7',
  chartId: 'copyText',
  parentSessionId: null,
  status: 'active',
  value: 'idle',
  tags: [],
  context: { text: 'https://showhome.test/t/1' },
  event: 'xstate.init',
  sequence: 1,
  ...fields,
})
