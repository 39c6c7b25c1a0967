// Model-based test of the chart gallery (/dev/charts; issue 19): every transition of the chart-gallery chart is
// replayed through the real page (GalleryPage on a real actor holding two of the product's charts, copy-text and
// update-notice). Its actors are stubs the path controls: the layout answers with ELK's real layout or a failure when
// the path says, and the channel is where the path plays the product's tabs (snapshots, a stopped chart, a closed tab)
// and records what the gallery posts. Filtering, choosing, closing, retrying, following and sending are clicks and keys.
// Each state is checked in the DOM against the test's own account and the charts' facts written by hand: the charts
// listed and marked, the address, the layouts asked for, the diagram's states and those the followed session is in,
// the failure in words, the sessions counted by chart and tab, the followed session's panel and what it posted or why
// not. The model offers the product's messages only in some states (`possible`), so the paths stay under a hundred and
// still take every transition of the chart. Role queries run in the part of the page concerned with `hidden: true`:
// jsdom applies no stylesheet, and working out visibility for each cell of the transition table took most of the time.
import { act, type ByRoleMatcher, cleanup, fireEvent, render, within } from '@testing-library/react'
import ELK from 'elkjs/lib/elk.bundled.js'
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createActor, fromCallback, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { type ChartLayout, layoutChart } from '../../src/devtools/chart-layout'
import { chartModel } from '../../src/devtools/chart-model'
import { chartRegistry, chartSummaries } from '../../src/devtools/chart-registry'
import type { LiveSnapshot } from '../../src/devtools/live-protocol'
import { type ChartGalleryEvent, chartGalleryMachine } from '../../src/machines/chart-gallery/chart-gallery.machine'
import { GalleryPage } from '../../src/ui/features/chart-gallery/GalleryPage'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { liveSnapshot } from '../support/live-snapshots'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof chartGalleryMachine>
type ModelEvent =
  | ChartGalleryEvent
  | { type: 'xstate.done.actor.layout'; output: unknown }
  | { type: 'xstate.error.actor.layout'; error: unknown }

const [A, B] = ['copy-text', 'update-notice'] as const
const entries = chartRegistry.filter((entry) => entry.name === A || entry.name === B)
/** Each chart's facts, from its machine file: its id, its line in the list, the states its diagram draws. */
const FACTS = {
  [A]: { id: 'copyText', meta: '5 states · 5 transitions', paths: ['', 'copied', 'copying', 'failed', 'idle'] },
  [B]: {
    id: 'updateNotice',
    meta: '6 states · 7 transitions',
    paths: ['', 'notice', 'refreshing', 'watching', 'watching.checking', 'watching.waiting'],
  },
} as const
type Name = keyof typeof FACTS
/** The charts the list shows for each filter typed, the filter matching a chart's name or id. */
const LISTED: Record<string, Name[]> = { '': [A, B], update: [B], zzz: [] }
const FIELDS = '{"text": "hello"}'

/** copy-text running in one tab, idle and then copied; update-notice in another tab, under the name "notice". */
const S1 = liveSnapshot()
const S1_COPIED = { ...S1, value: 'copied', tags: ['copied'], event: 'xstate.done.actor.copyText', sequence: 2 }
const S2: LiveSnapshot = {
  ...S1,
  sessionId: 'u:1',
  tabId: 'tab-2',
  tabPath: '/t/1',
  actorId: 'notice',
  chartId: 'updateNotice',
  value: { watching: 'waiting' },
  event: 'xstate.done.actor.checkLastModified',
}
/** What the page shows of each session: its panel's heading and the first event its form offers. */
const PANEL: Record<string, readonly [string, string]> = {
  'x:7': ['Following copyText in /listings/1842-kenmore', 'copy'],
  'u:1': ['Following updateNotice (as notice) in /t/1', 'later'],
}
/** And of each snapshot: its button in the list, its panel's line, the states it is in. */
const SEEN: Record<string, readonly [string, string, readonly string[]]> = {
  'x:7 1': ['copyTextidle', 'idle · active · after xstate.init', ['', 'idle']],
  'x:7 2': ['copyTextcopied', 'copied · active · after xstate.done.actor.copyText · tags copied', ['', 'copied']],
  'u:1 1': [
    'updateNotice as noticewatching.waiting',
    'watching.waiting · active · after xstate.done.actor.checkLastModified',
    ['', 'watching', 'watching.waiting'],
  ],
}
const seen = (s: LiveSnapshot) => SEEN[`${s.sessionId} ${s.sequence}`] as (typeof SEEN)[string]
const panelOf = (s: LiveSnapshot) => PANEL[s.sessionId] as (typeof PANEL)[string]

const serializeState = (s: Snapshot) => {
  const { sessions, followed, selected, sendError } = s.context
  const copyText = sessions[S1.sessionId]?.sequence ?? 0
  return JSON.stringify([s.value, selected, copyText, S2.sessionId in sessions, followed, sendError !== null])
}

/**
 * What the page offers, narrowed so the paths stay few: the list and the diagram are exercised with no product tab
 * open. Once the product runs, its messages come while the list or a followed chart is shown, and a chart is chosen or
 * closed while following. A refused event, and copy-text having moved on, are followed only by what undoes them.
 */
function possible(s: Snapshot, e: ModelEvent, start: 'list' | 'address'): boolean {
  const { sessions, followed, selected, filter, sendError } = s.context
  const copyText = sessions[S1.sessionId]?.sequence ?? 0
  const notice = S2.sessionId in sessions
  const live = copyText > 0 || notice
  const list = s.matches({ view: 'list' })
  const ready = s.matches({ view: { chart: 'ready' } })
  const watching = list || (ready && followed !== null)
  const eventOfFollowed = followed && PANEL[followed]?.[1]
  // Opened from an address: its chart is drawn, fails, is closed, and chosen again.
  if (start === 'address')
    return /^(xstate\.|layout\.|chart\.close)/.test(e.type) || (e.type === 'chart.select' && list && e.name === A)
  if (e.type === 'session.send' && e.eventType !== eventOfFollowed) return false
  if (sendError !== null) return e.type === 'session.unfollow' || (e.type === 'session.send' && e.payload === FIELDS)
  // update-notice is drawn, and left, as copy-text is: the rest of its diagram's life is copy-text's.
  if (!live && selected === B)
    return e.type === 'xstate.done.actor.layout' || (ready && e.type === 'chart.select' && e.name === A)
  const late = e.type === 'live.snapshot' && e.snapshot === S1
  if (copyText === 2) return late || e.type === 'live.stopped' || e.type === 'session.unfollow'
  switch (e.type) {
    case 'filter.changed':
      return list && !live && e.text !== filter
    case 'chart.select':
      if (live) return ready && followed !== null && e.name !== selected
      return list || e.name !== selected || ready
    case 'chart.close':
      return s.matches({ view: 'chart' }) && (!live || (ready && followed !== null))
    case 'layout.retry':
      return s.matches({ view: { chart: 'failed' } })
    case 'xstate.done.actor.layout':
      return s.matches({ view: { chart: 'layingOut' } })
    case 'xstate.error.actor.layout':
      return s.matches({ view: { chart: 'layingOut' } }) && !live
    case 'live.snapshot':
      if (e.snapshot === S1) return watching && copyText === 0
      if (e.snapshot === S1_COPIED) return ready && followed === S1.sessionId && copyText === 1 && !notice
      return watching && copyText === 1 && !notice
    case 'live.stopped':
      return watching && copyText > 0
    case 'live.tabClosed':
      return watching && notice
    case 'session.follow':
      return (list || ready) && e.sessionId in sessions && followed !== e.sessionId
    case 'session.unfollow':
      return ready && followed !== null
    case 'session.send':
      return ready && followed !== null && !notice
  }
}

const EVENTS: ModelEvent[] = [
  ...['update', 'zzz'].map((text) => ({ type: 'filter.changed', text }) as const),
  ...[A, B].map((name) => ({ type: 'chart.select', name }) as const),
  ...(['chart.close', 'layout.retry', 'session.unfollow'] as const).map((type) => ({ type })),
  { type: 'xstate.done.actor.layout', output: 'the layout' },
  { type: 'xstate.error.actor.layout', error: new Error('ELK ran out of memory') },
  ...[S1, S1_COPIED, S2].map((snapshot) => ({ type: 'live.snapshot', snapshot }) as const),
  { type: 'live.stopped', sessionId: S1.sessionId },
  { type: 'live.tabClosed', tabId: S2.tabId },
  ...[S1, S2].map(({ sessionId }) => ({ type: 'session.follow', sessionId }) as const),
  ...['copy', 'later'].flatMap((eventType) =>
    [FIELDS, '{text: hello'].map((payload) => ({ type: 'session.send', eventType, payload }) as const),
  ),
]

const starts = [
  ['the list', 'list', null],
  ['a chart named in the address', 'address', A],
  ['an unknown chart named in the address', 'address', 'no-such-chart'],
] as const

const layouts = new Map<string, ChartLayout>()
beforeAll(async () => {
  for (const entry of entries) layouts.set(entry.name, await layoutChart(chartModel(entry.machine), new ELK()))
})
afterEach(cleanup)

function mount(selected: string | null) {
  const layout = deferred<ChartLayout>()
  const posted: unknown[] = []
  const address: Array<string | null> = []
  let deliver: ((event: ChartGalleryEvent) => void) | undefined
  const channel = fromCallback<{ type: 'post.send' }, void, ChartGalleryEvent>(({ sendBack, receive }) => {
    deliver = sendBack
    receive((command) => posted.push(command))
  })
  const machine = chartGalleryMachine.provide({
    actors: { layoutChart: layout.logic, channel: channel as never },
    actions: { showInAddress: (_, { chart }) => address.push(chart) },
  })
  const gallery = createActor(machine, { input: { charts: chartSummaries(entries), selected } }).start()
  onTestFinished(() => void gallery.stop())
  render(<GalleryPage gallery={gallery} charts={entries} />)
  return { gallery, layout, posted, address, product: (event: ChartGalleryEvent) => act(() => deliver?.(event)) }
}

/** The page's parts, found by their headings; role queries (`inPart`) run in these small parts, not the whole page. */
const part = (root: ParentNode, tag: string, heading: string, text: string) =>
  [...root.querySelectorAll<HTMLElement>(tag)].find((el) => el.querySelector(heading)?.textContent?.startsWith(text))
const sidebar = () => document.querySelector('aside') as HTMLElement
const chartList = () => part(sidebar(), 'section', 'h2', 'Charts (')
const liveList = () => part(sidebar(), 'section', 'h2', 'Live')
const main = () => document.querySelector('main') as HTMLElement
const chartHeader = () => main().querySelector<HTMLElement>('article > header')
const sessionPanel = () => part(main(), 'section', 'h3', 'Following')
const drawing = () => main().querySelector<HTMLElement>('[aria-busy]')
const diagram = () => main().querySelector('[data-testid="chart-diagram"]')
const paths = (selector: string) =>
  [...(diagram()?.querySelectorAll(selector) ?? [])].map((g) => g.getAttribute('data-path')).sort()
const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((el) => el.textContent)
const inPart = (root: HTMLElement | null | undefined) => {
  const part = within(root as HTMLElement)
  return {
    get: (role: ByRoleMatcher, name?: string | RegExp, level?: number) =>
      part.getByRole(role, { hidden: true, name, level }),
    text: (role: ByRoleMatcher) => part.queryByRole(role, { hidden: true })?.textContent ?? null,
    all: (role: ByRoleMatcher, attribute: string) =>
      part.queryAllByRole(role, { hidden: true }).map((el) => [el.textContent, el.getAttribute(attribute)]),
    has: (text: string | RegExp) => part.queryByText(text) !== null,
  }
}
const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`

for (const [name, start, selected] of starts) {
  const model = new TestModel<Snapshot, ModelEvent, unknown>(chartGalleryMachine as never, {
    input: { charts: chartSummaries(entries), selected },
    stateMatcher,
    serializeState,
    events: ((s: Snapshot) => EVENTS.filter((e) => possible(s, e, start))) as never,
  })
  describe(`chart gallery opened on ${name}: every transition, in the page`, () => {
    const all = everyTransition(model, serializeState, {
      // Choosing the chart shown, a late snapshot, a filter: nothing changes that the model tells apart.
      alsoIgnored: (e) => /^(chart.select|live.snapshot|filter.changed|session.send)$/.test(e.type),
    })
    recordPaths(start === 'list' ? 'chart-gallery' : `chart-gallery: ${name}`, all, serializeState)
    for (const path of all) {
      it(`reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
        const sut = mount(selected)
        // The test's own account of the page.
        let shown: Name | null = selected === A ? A : null
        let filter = ''
        const sessions = new Map<string, LiveSnapshot>()
        let followed: string | null = null
        let sendError: string | null = null
        let sent = 0
        const posted: unknown[] = []
        const layoutsAsked: Array<{ name: string }> = shown ? [{ name: shown }] : []
        const common = () => {
          // The list, narrowed by the filter, the chart shown marked.
          const listed = LISTED[filter] as Name[]
          const charts = inPart(chartList())
          expect(charts.all('button', 'aria-current')).toEqual(
            listed.map((n) => [`${n}${FACTS[n].meta}`, n === shown ? 'true' : null]),
          )
          expect(charts.has(`No chart matches “${filter}”.`)).toBe(listed.length === 0)
          expect(sut.address.at(-1)).toBe(shown)
          expect(sut.layout.calls).toEqual(layoutsAsked)
          // The live sessions, counted and listed by tab, the followed one marked.
          const live = [...sessions.values()]
          const tabs = new Set(live.map((x) => x.tabId)).size
          const liveSessions = inPart(liveList())
          expect(liveSessions.text('status')).toBe(
            live.length === 0 ? null : `${plural(live.length, 'chart')} running in ${plural(tabs, 'tab')}`,
          )
          expect(liveSessions.has(/No product tab is running\./)).toBe(live.length === 0)
          expect(liveSessions.all('button', 'aria-current')).toEqual(
            live.map((x) => [seen(x)[0], x.sessionId === followed ? 'true' : null]),
          )
          expect(sut.posted).toEqual(posted)
          if (shown === null) {
            expect(main().textContent).toBe('Choose a chart to see its diagram, its events, guards and actions.')
            return
          }
          expect(inPart(chartHeader()).get('heading', undefined, 2).textContent).toBe(shown)
          // The followed session's panel, on its own chart.
          const session = followed ? sessions.get(followed) : undefined
          const panel = sessionPanel()
          expect(panel?.querySelector('h3')?.textContent ?? null).toBe(session ? panelOf(session)[0] : null)
          if (panel && session) {
            expect(within(panel).getByTestId('session-state').textContent).toBe(seen(session)[1])
            expect((inPart(panel).get('combobox', 'Event') as HTMLSelectElement).value).toBe(panelOf(session)[1])
            expect(inPart(panel).text('alert')).toBe(sendError)
            expect(inPart(panel).text('status')).toBe(sendError || sent === 0 ? null : `Sent ${plural(sent, 'event')}.`)
          }
        }
        /** A stopped chart or a closed tab: a session gone is no longer followed. */
        const forgotten = (event: ChartGalleryEvent) => {
          if (followed && !sessions.has(followed)) followed = null
          return sut.product(event)
        }
        const exportSvg = () => inPart(chartHeader()).get('button', 'Export SVG') as HTMLButtonElement
        const layingOut = (busy: boolean) => {
          expect(inPart(drawing()).has('Laying out the diagram…')).toBe(busy)
          expect(drawing()?.getAttribute('aria-busy')).toBe(String(busy))
        }
        await path.test({
          states: {
            'view.list': () => common(),
            'view.chart.layingOut': () => {
              common()
              layingOut(true)
              expect(diagram()).toBeNull()
              expect(alerts()).toEqual([])
              expect(exportSvg().disabled).toBe(true)
            },
            'view.chart.ready': () => {
              common()
              layingOut(false)
              const facts = FACTS[shown as Name]
              expect(diagram()?.querySelector('svg')?.getAttribute('aria-label')).toBe(`Statechart ${facts.id}`)
              expect(paths('[data-path]')).toEqual(facts.paths)
              const session = followed ? sessions.get(followed) : undefined
              expect(paths('[data-active="true"]')).toEqual(session ? [...seen(session)[2]].sort() : [])
              expect(exportSvg().disabled).toBe(false)
            },
            'view.chart.failed': () => {
              common()
              layingOut(false)
              expect(diagram()).toBeNull()
              expect(inPart(drawing()).text('alert')).toBe(
                'The diagram could not be laid out: ELK ran out of memory Try again',
              )
              expect(alerts()).toHaveLength(1)
            },
          },
          events: asExecutors<ModelEvent>({
            'filter.changed': ({ event }) => {
              filter = event.text
              fireEvent.change(inPart(chartList()).get('searchbox', 'Filter charts'), { target: { value: event.text } })
            },
            'chart.select': ({ event }) => {
              if (event.name !== shown) {
                if (followed && sessions.get(followed)?.chartId !== FACTS[event.name as Name].id) followed = null
                shown = event.name as Name
                layoutsAsked.push({ name: shown })
              }
              fireEvent.click(inPart(chartList()).get('button', new RegExp(`^${event.name}`)))
            },
            'chart.close': () => {
              shown = null
              followed = null
              fireEvent.click(inPart(chartHeader()).get('button', 'Close'))
            },
            'layout.retry': () => {
              layoutsAsked.push({ name: shown as Name })
              fireEvent.click(inPart(drawing()).get('button', 'Try again'))
            },
            'xstate.done.actor.layout': () => act(async () => sut.layout.resolve(layouts.get(shown as Name) as never)),
            'xstate.error.actor.layout': ({ event }) => act(async () => sut.layout.reject(event.error)),
            'live.snapshot': ({ event }) => {
              const known = sessions.get(event.snapshot.sessionId)
              if (!known || known.sequence < event.snapshot.sequence)
                sessions.set(event.snapshot.sessionId, event.snapshot)
              return sut.product(event)
            },
            'live.stopped': ({ event }) => {
              sessions.delete(event.sessionId)
              return forgotten(event)
            },
            'live.tabClosed': ({ event }) => {
              for (const [id, x] of sessions) if (x.tabId === event.tabId) sessions.delete(id)
              return forgotten(event)
            },
            'session.follow': ({ event }) => {
              const session = sessions.get(event.sessionId) as LiveSnapshot
              followed = event.sessionId
              sendError = null
              const chart = (Object.keys(FACTS) as Name[]).find((n) => FACTS[n].id === session.chartId) as Name
              if (chart !== shown) {
                shown = chart
                layoutsAsked.push({ name: chart })
              }
              fireEvent.click(inPart(liveList()).get('button', new RegExp(`^${session.chartId}`)))
            },
            'session.unfollow': () => {
              followed = null
              sendError = null
              fireEvent.click(inPart(sessionPanel()).get('button', 'Stop following'))
            },
            'session.send': ({ event }) => {
              if (event.payload === FIELDS) {
                sendError = null
                sent += 1
                posted.push({ type: 'post.send', sessionId: followed, event: { type: event.eventType, text: 'hello' } })
              } else sendError = 'The fields are not valid JSON (for example {"code": "a1"}).'
              const panel = inPart(sessionPanel())
              fireEvent.change(panel.get('textbox', 'Other fields (JSON)'), { target: { value: event.payload } })
              fireEvent.click(panel.get('button', 'Send'))
            },
          }),
        })
      })
    }
  })
}
