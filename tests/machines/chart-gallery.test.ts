// The chart gallery's chart with stub effects: a layout the test settles by hand, and a channel that records what
// it is told to post and lets the test deliver the product's messages. Every expectation is written here by hand.
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { ChartLayout } from '../../src/devtools/chart-layout'
import type { LiveSnapshot } from '../../src/devtools/live-protocol'
import {
  type ChannelCommand,
  type ChartGalleryEvent,
  type ChartSummary,
  chartGalleryMachine,
} from '../../src/machines/chart-gallery/chart-gallery.machine'

const charts: ChartSummary[] = [
  { name: 'copy-text', id: 'copyText', file: 'src/machines/copy-text/copy-text.machine.ts', states: 5, transitions: 6 },
  {
    name: 'promo-code',
    id: 'promoCode',
    file: 'src/machines/promo-code/promo-code.machine.ts',
    states: 4,
    transitions: 7,
  },
]

/** A drawing of one box, enough to tell one layout from another by its width. */
const tinyLayout = (width: number): ChartLayout => ({
  width,
  height: 40,
  states: [],
  initials: [],
  edges: [],
})

const snapshot = (fields: Partial<LiveSnapshot> = {}): LiveSnapshot => ({
  sessionId: 'x:1',
  tabId: 'tab-1',
  tabPath: '/order',
  actorId: 'x:1',
  chartId: 'promoCode',
  parentSessionId: null,
  status: 'active',
  value: 'editing',
  tags: [],
  context: { draft: '' },
  event: 'xstate.init',
  sequence: 1,
  ...fields,
})

interface LayoutCall {
  readonly name: string
  resolve(layout: ChartLayout): void
  reject(error: unknown): void
}

/** The gallery's chart with stub effects; `layouts` lists each layout asked for, each settled by the test. */
function start(selected?: string | null) {
  const layouts: LayoutCall[] = []
  const posted: ChannelCommand[] = []
  const address: Array<string | null> = []
  let deliver: ((event: ChartGalleryEvent) => void) | undefined
  const layoutChart = fromPromise<ChartLayout, { name: string }>(
    ({ input }) =>
      new Promise<ChartLayout>((resolve, reject) => {
        layouts.push({ name: input.name, resolve, reject })
      }),
  )
  const channel = fromCallback<ChannelCommand, void, ChartGalleryEvent>(({ sendBack, receive }) => {
    deliver = sendBack
    receive((command) => posted.push(command))
  })
  const actor = createActor(
    chartGalleryMachine.provide({
      actors: { layoutChart, channel },
      actions: { showInAddress: (_, { chart }) => address.push(chart) },
    }),
    { input: { charts, selected } },
  ).start()
  const settle = async (change: () => void) => {
    change()
    // A promise actor's answer arrives after the current microtasks.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return {
    actor,
    layouts,
    posted,
    address,
    settle,
    /** What the product's tabs say, as the channel actor forwards it. */
    product: (event: ChartGalleryEvent) => deliver?.(event),
    state: () => actor.getSnapshot(),
    context: () => actor.getSnapshot().context,
  }
}

describe('chart gallery chart: the view', () => {
  it('starts on the list, with no chart in the address', () => {
    const g = start()
    expect(g.state().value).toEqual({ view: 'list', live: 'waiting' })
    expect(g.context()).toMatchObject({ selected: null, layout: null, filter: '', sessions: {}, followed: null })
    expect(g.address).toEqual([null])
    expect(g.layouts).toEqual([])
  })

  it('starts on the chart named in the input, and lays it out', async () => {
    const g = start('promo-code')
    expect(g.state().value).toEqual({ view: { chart: 'layingOut' }, live: 'waiting' })
    expect(g.state().hasTag('laying-out')).toBe(true)
    expect(g.context().selected).toBe('promo-code')
    expect(g.address).toEqual(['promo-code'])
    expect(g.layouts.map((call) => call.name)).toEqual(['promo-code'])
    await g.settle(() => g.layouts[0]?.resolve(tinyLayout(120)))
    expect(g.state().value).toEqual({ view: { chart: 'ready' }, live: 'waiting' })
    expect(g.state().hasTag('laying-out')).toBe(false)
    expect(g.context().layout).toEqual(tinyLayout(120))
  })

  it.each([['no-such-chart'], [''], [null]])('starts on the list when the input names %j', (name) => {
    const g = start(name)
    expect(g.state().value).toEqual({ view: 'list', live: 'waiting' })
    expect(g.context().selected).toBeNull()
    expect(g.address).toEqual([null])
    expect(g.layouts).toEqual([])
  })

  it('opens a chart chosen from the list and shows it in the address', async () => {
    const g = start()
    g.actor.send({ type: 'chart.select', name: 'copy-text' })
    expect(g.state().matches({ view: { chart: 'layingOut' } })).toBe(true)
    expect(g.context().selected).toBe('copy-text')
    expect(g.address).toEqual([null, 'copy-text'])
    await g.settle(() => g.layouts[0]?.resolve(tinyLayout(80)))
    expect(g.state().matches({ view: { chart: 'ready' } })).toBe(true)
  })

  it('ignores the choice of a chart it does not know, on the list and on a chart', async () => {
    const g = start()
    g.actor.send({ type: 'chart.select', name: 'nope' })
    expect(g.state().value).toEqual({ view: 'list', live: 'waiting' })
    expect(g.context().selected).toBeNull()
    g.actor.send({ type: 'chart.select', name: 'promo-code' })
    await g.settle(() => g.layouts[0]?.resolve(tinyLayout(120)))
    g.actor.send({ type: 'chart.select', name: 'nope' })
    expect(g.state().matches({ view: { chart: 'ready' } })).toBe(true)
    expect(g.context()).toMatchObject({ selected: 'promo-code', layout: tinyLayout(120) })
    expect(g.layouts).toHaveLength(1)
    expect(g.address).toEqual([null, 'promo-code'])
  })

  it('switches to another chart, laying it out again, and drops a layout that comes too late', async () => {
    const g = start('promo-code')
    g.actor.send({ type: 'chart.select', name: 'copy-text' })
    expect(g.layouts.map((call) => call.name)).toEqual(['promo-code', 'copy-text'])
    expect(g.address).toEqual(['promo-code', 'copy-text'])
    await g.settle(() => g.layouts[0]?.resolve(tinyLayout(120)))
    expect(g.state().matches({ view: { chart: 'layingOut' } })).toBe(true)
    expect(g.context().layout).toBeNull()
    await g.settle(() => g.layouts[1]?.resolve(tinyLayout(80)))
    expect(g.context().layout).toEqual(tinyLayout(80))
  })

  it('keeps the chart shown when it is chosen again, without laying it out again', async () => {
    const g = start('promo-code')
    await g.settle(() => g.layouts[0]?.resolve(tinyLayout(120)))
    g.actor.send({ type: 'chart.select', name: 'promo-code' })
    expect(g.layouts.map((call) => call.name)).toEqual(['promo-code'])
    expect(g.state().matches({ view: { chart: 'ready' } })).toBe(true)
    expect(g.context().layout).toEqual(tinyLayout(120))
    expect(g.address).toEqual(['promo-code'])
  })

  it('shows why a layout failed, and lays out again on retry', async () => {
    const g = start('promo-code')
    await g.settle(() => g.layouts[0]?.reject(new Error('ELK ran out of memory')))
    expect(g.state().value).toEqual({ view: { chart: 'failed' }, live: 'waiting' })
    expect(g.context().layoutError).toBe('The diagram could not be laid out: ELK ran out of memory')
    expect(g.context().layout).toBeNull()
    g.actor.send({ type: 'layout.retry' })
    expect(g.state().matches({ view: { chart: 'layingOut' } })).toBe(true)
    expect(g.context().layoutError).toBeNull()
    expect(g.layouts.map((call) => call.name)).toEqual(['promo-code', 'promo-code'])
    await g.settle(() => g.layouts[1]?.resolve(tinyLayout(120)))
    expect(g.state().matches({ view: { chart: 'ready' } })).toBe(true)
    expect(g.context().layout).toEqual(tinyLayout(120))
  })

  it('words a failure that is not an Error', async () => {
    const g = start('promo-code')
    await g.settle(() => g.layouts[0]?.reject('timeout'))
    expect(g.context().layoutError).toBe('The diagram could not be laid out: timeout')
  })

  it('only retries a failed layout', async () => {
    const g = start('promo-code')
    g.actor.send({ type: 'layout.retry' })
    await g.settle(() => g.layouts[0]?.resolve(tinyLayout(120)))
    g.actor.send({ type: 'layout.retry' })
    expect(g.state().matches({ view: { chart: 'ready' } })).toBe(true)
    expect(g.layouts).toHaveLength(1)
  })

  it('returns to the list on close, clearing the chart from the view and the address', async () => {
    const g = start('promo-code')
    await g.settle(() => g.layouts[0]?.resolve(tinyLayout(120)))
    g.actor.send({ type: 'chart.close' })
    expect(g.state().value).toEqual({ view: 'list', live: 'waiting' })
    expect(g.context()).toMatchObject({ selected: null, layout: null })
    expect(g.address).toEqual(['promo-code', null])
  })

  it('cuts the filter to 100 characters, on the list and on a chart', () => {
    const g = start()
    g.actor.send({ type: 'filter.changed', text: 'promo' })
    expect(g.context().filter).toBe('promo')
    g.actor.send({ type: 'filter.changed', text: 'y'.repeat(150) })
    expect(g.context().filter).toBe('y'.repeat(100))
    g.actor.send({ type: 'chart.select', name: 'promo-code' })
    g.actor.send({ type: 'filter.changed', text: '' })
    expect(g.context().filter).toBe('')
  })
})

describe('chart gallery chart: live sessions', () => {
  it('follows the product once a snapshot arrives', () => {
    const g = start()
    expect(g.state().hasTag('live')).toBe(false)
    g.product({ type: 'live.snapshot', snapshot: snapshot() })
    expect(g.state().value).toEqual({ view: 'list', live: 'following' })
    expect(g.state().hasTag('live')).toBe(true)
    expect(g.context().sessions).toEqual({ 'x:1': snapshot() })
    // Seeing a session is not following it.
    expect(g.context().followed).toBeNull()
  })

  it('keeps the newest snapshot of a session when an older one arrives late', () => {
    const g = start()
    g.product({ type: 'live.snapshot', snapshot: snapshot({ sequence: 3, value: 'applying' }) })
    g.product({ type: 'live.snapshot', snapshot: snapshot({ sequence: 2, value: 'editing' }) })
    expect(g.context().sessions['x:1']?.value).toBe('applying')
    g.product({ type: 'live.snapshot', snapshot: snapshot({ sequence: 4, value: 'applied' }) })
    expect(g.context().sessions['x:1']?.value).toBe('applied')
  })

  it('follows a session of another chart by showing that chart', async () => {
    const g = start('copy-text')
    await g.settle(() => g.layouts[0]?.resolve(tinyLayout(80)))
    g.product({ type: 'live.snapshot', snapshot: snapshot() })
    g.actor.send({ type: 'session.follow', sessionId: 'x:1' })
    expect(g.context()).toMatchObject({ selected: 'promo-code', followed: 'x:1' })
    expect(g.state().matches({ view: { chart: 'layingOut' } })).toBe(true)
    expect(g.layouts.map((call) => call.name)).toEqual(['copy-text', 'promo-code'])
    expect(g.address).toEqual(['copy-text', 'promo-code'])
    await g.settle(() => g.layouts[1]?.resolve(tinyLayout(120)))
    expect(g.context()).toMatchObject({ selected: 'promo-code', followed: 'x:1', layout: tinyLayout(120) })
  })

  it('follows a session from the list by opening its chart', () => {
    const g = start()
    g.product({ type: 'live.snapshot', snapshot: snapshot() })
    g.actor.send({ type: 'session.follow', sessionId: 'x:1' })
    expect(g.state().value).toEqual({ view: { chart: 'layingOut' }, live: 'following' })
    expect(g.context()).toMatchObject({ selected: 'promo-code', followed: 'x:1' })
  })

  it('follows a session of the chart shown without laying it out again', async () => {
    const g = start('promo-code')
    await g.settle(() => g.layouts[0]?.resolve(tinyLayout(120)))
    g.product({ type: 'live.snapshot', snapshot: snapshot() })
    g.actor.send({ type: 'session.follow', sessionId: 'x:1' })
    expect(g.context().followed).toBe('x:1')
    expect(g.state().matches({ view: { chart: 'ready' } })).toBe(true)
    expect(g.layouts).toHaveLength(1)
  })

  it('stops following when another chart is chosen, and when the chart is closed', async () => {
    const g = start()
    g.product({ type: 'live.snapshot', snapshot: snapshot() })
    g.actor.send({ type: 'session.follow', sessionId: 'x:1' })
    g.actor.send({ type: 'chart.select', name: 'copy-text' })
    expect(g.context()).toMatchObject({ selected: 'copy-text', followed: null })
    g.actor.send({ type: 'session.follow', sessionId: 'x:1' })
    expect(g.context()).toMatchObject({ selected: 'promo-code', followed: 'x:1' })
    g.actor.send({ type: 'chart.close' })
    expect(g.context()).toMatchObject({ selected: null, followed: null })
  })

  it('ignores following a session it has no snapshot of', () => {
    const g = start()
    g.actor.send({ type: 'session.follow', sessionId: 'x:404' })
    expect(g.state().value).toEqual({ view: 'list', live: 'waiting' })
    expect(g.context().followed).toBeNull()
  })

  it('ignores following a session of a chart it does not know, and keeps following the one it had', async () => {
    const g = start()
    g.product({ type: 'live.snapshot', snapshot: snapshot() })
    g.product({ type: 'live.snapshot', snapshot: snapshot({ sessionId: 'x:9', actorId: 'x:9', chartId: 'mystery' }) })
    g.actor.send({ type: 'session.follow', sessionId: 'x:9' })
    expect(g.state().value).toEqual({ view: 'list', live: 'following' })
    expect(g.context().followed).toBeNull()
    g.actor.send({ type: 'session.follow', sessionId: 'x:1' })
    await g.settle(() => g.layouts[0]?.resolve(tinyLayout(120)))
    g.actor.send({ type: 'session.follow', sessionId: 'x:9' })
    expect(g.context()).toMatchObject({ selected: 'promo-code', followed: 'x:1' })
    expect(g.state().matches({ view: { chart: 'ready' } })).toBe(true)
  })

  it('stops following on request', () => {
    const g = start()
    g.product({ type: 'live.snapshot', snapshot: snapshot() })
    g.actor.send({ type: 'session.follow', sessionId: 'x:1' })
    g.actor.send({ type: 'session.unfollow' })
    expect(g.context().followed).toBeNull()
    expect(g.context().selected).toBe('promo-code')
  })

  it('forgets a stopped session, unfollowing it, and waits again when none is left', () => {
    const g = start()
    g.product({ type: 'live.snapshot', snapshot: snapshot() })
    g.product({ type: 'live.snapshot', snapshot: snapshot({ sessionId: 'x:2', actorId: 'x:2', chartId: 'copyText' }) })
    g.actor.send({ type: 'session.follow', sessionId: 'x:1' })
    g.product({ type: 'live.stopped', sessionId: 'x:2' })
    expect(Object.keys(g.context().sessions)).toEqual(['x:1'])
    expect(g.context().followed).toBe('x:1')
    expect(g.state().hasTag('live')).toBe(true)
    g.product({ type: 'live.stopped', sessionId: 'x:1' })
    expect(g.context().sessions).toEqual({})
    expect(g.context().followed).toBeNull()
    expect(g.state().matches({ live: 'waiting' })).toBe(true)
    expect(g.state().hasTag('live')).toBe(false)
    // The chart stays on screen.
    expect(g.context().selected).toBe('promo-code')
  })

  it('keeps following when another session stops, and ignores a stop of a session it never saw', () => {
    const g = start()
    g.product({ type: 'live.snapshot', snapshot: snapshot() })
    g.actor.send({ type: 'session.follow', sessionId: 'x:1' })
    g.product({ type: 'live.stopped', sessionId: 'x:77' })
    expect(g.context().followed).toBe('x:1')
    expect(g.state().matches({ live: 'following' })).toBe(true)
  })

  it('forgets every session of a closed tab, and waits again when no tab is left', () => {
    const g = start()
    g.product({ type: 'live.snapshot', snapshot: snapshot() })
    g.product({ type: 'live.snapshot', snapshot: snapshot({ sessionId: 'x:2', actorId: 'x:2', chartId: 'copyText' }) })
    g.product({
      type: 'live.snapshot',
      snapshot: snapshot({ sessionId: 'y:1', actorId: 'y:1', tabId: 'tab-2', tabPath: '/listings' }),
    })
    g.actor.send({ type: 'session.follow', sessionId: 'x:2' })
    g.product({ type: 'live.tabClosed', tabId: 'tab-1' })
    expect(Object.keys(g.context().sessions)).toEqual(['y:1'])
    expect(g.context().followed).toBeNull()
    expect(g.state().matches({ live: 'following' })).toBe(true)
    g.actor.send({ type: 'session.follow', sessionId: 'y:1' })
    g.product({ type: 'live.tabClosed', tabId: 'tab-3' })
    expect(g.context().followed).toBe('y:1')
    g.product({ type: 'live.tabClosed', tabId: 'tab-2' })
    expect(g.context()).toMatchObject({ sessions: {}, followed: null })
    expect(g.state().matches({ live: 'waiting' })).toBe(true)
  })
})

describe('chart gallery chart: sending events', () => {
  const following = () => {
    const g = start()
    g.product({ type: 'live.snapshot', snapshot: snapshot() })
    g.actor.send({ type: 'session.follow', sessionId: 'x:1' })
    return g
  }

  it('posts a valid event to the followed session and counts it', () => {
    const g = following()
    g.actor.send({ type: 'session.send', eventType: 'promo.change', payload: '{"value": "SPRING"}' })
    expect(g.posted).toEqual([
      { type: 'post.send', sessionId: 'x:1', event: { type: 'promo.change', value: 'SPRING' } },
    ])
    expect(g.context()).toMatchObject({ sent: 1, sendError: null })
    g.actor.send({ type: 'session.send', eventType: 'promo.apply', payload: '' })
    expect(g.posted[1]).toEqual({ type: 'post.send', sessionId: 'x:1', event: { type: 'promo.apply' } })
    expect(g.context().sent).toBe(2)
  })

  it('posts nothing for invalid fields and says why, until a valid send', () => {
    const g = following()
    g.actor.send({ type: 'session.send', eventType: 'promo.change', payload: '{value: SPRING}' })
    expect(g.posted).toEqual([])
    expect(g.context()).toMatchObject({
      sent: 0,
      sendError: 'The fields are not valid JSON (for example {"code": "a1"}).',
    })
    g.actor.send({ type: 'session.send', eventType: 'promo.change', payload: '["SPRING"]' })
    expect(g.context().sendError).toBe('The fields must be a JSON object, like {"code": "a1"}.')
    g.actor.send({ type: 'session.send', eventType: '', payload: '' })
    expect(g.context().sendError).toBe('Choose an event to send.')
    expect(g.posted).toEqual([])
    g.actor.send({ type: 'session.send', eventType: 'promo.remove', payload: '' })
    expect(g.posted).toHaveLength(1)
    expect(g.context()).toMatchObject({ sent: 1, sendError: null })
  })

  it('clears the error when another session is followed or following stops', () => {
    const g = following()
    g.actor.send({ type: 'session.send', eventType: 'promo.change', payload: '{' })
    g.actor.send({ type: 'session.unfollow' })
    expect(g.context().sendError).toBeNull()
    g.actor.send({ type: 'session.follow', sessionId: 'x:1' })
    g.actor.send({ type: 'session.send', eventType: 'promo.change', payload: '{' })
    g.actor.send({ type: 'session.follow', sessionId: 'x:1' })
    expect(g.context().sendError).toBeNull()
  })

  it('posts nothing when no session is followed', () => {
    const g = start()
    g.product({ type: 'live.snapshot', snapshot: snapshot() })
    g.actor.send({ type: 'session.send', eventType: 'promo.apply', payload: '' })
    expect(g.posted).toEqual([])
    expect(g.context().sent).toBe(0)
  })

  it('posts nothing once the followed session has stopped', () => {
    const g = following()
    g.product({ type: 'live.stopped', sessionId: 'x:1' })
    g.actor.send({ type: 'session.send', eventType: 'promo.apply', payload: '' })
    expect(g.posted).toEqual([])
    expect(g.context().sent).toBe(0)
  })
})
