// The chart gallery page in a DOM, as a person uses it: the real charts of the product, laid out by the real ELK,
// and a stub channel standing in for the product's other tabs. Each check is what the page shows; the charts' facts
// (copy-text's states and transitions) are written here by hand from src/machines/copy-text/copy-text.machine.ts.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import ELK from 'elkjs/lib/elk.bundled.js'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { type ChartLayout, layoutChart } from '../../src/devtools/chart-layout'
import { chartModel } from '../../src/devtools/chart-model'
import { chartRegistry, chartSummaries } from '../../src/devtools/chart-registry'
import { chartGalleryActors } from '../../src/machines/chart-gallery/chart-gallery.actors'
import {
  type ChannelCommand,
  type ChartGalleryEvent,
  chartGalleryMachine,
} from '../../src/machines/chart-gallery/chart-gallery.machine'
import { GalleryPage } from '../../src/ui/features/chart-gallery/GalleryPage'
import { liveSnapshot as snapshot } from '../support/live-snapshots'

// ELK lays out in the test's thread; the largest charts take a few seconds on a busy machine.
const LAYOUT_WAIT = { timeout: 20_000 }

/** The summaries the page is started with, as src/gallery.tsx gives them. */
const summaries = chartSummaries(chartRegistry)

function mount(layoutChart = chartGalleryActors(chartRegistry).layoutChart) {
  const posted: ChannelCommand[] = []
  let deliver: ((event: ChartGalleryEvent) => void) | undefined
  const channel = fromCallback<ChannelCommand, void, ChartGalleryEvent>(({ sendBack, receive }) => {
    deliver = sendBack
    receive((command) => posted.push(command))
  })
  const gallery = createActor(chartGalleryMachine.provide({ actors: { layoutChart, channel } }), {
    input: { charts: summaries },
  }).start()
  onTestFinished(() => {
    gallery.stop()
  })
  const view = render(<GalleryPage gallery={gallery} charts={chartRegistry} />)
  return {
    gallery,
    view,
    posted,
    /** A message from the product's tabs, as the channel forwards it. */
    product: (event: ChartGalleryEvent) => act(() => deliver?.(event)),
  }
}

const chartList = () => {
  const heading = screen.getByRole('heading', { name: /^Charts \(/ })
  const section = heading.closest('section')
  if (!section) throw new Error('The chart list has no section')
  return section
}
const listedCharts = () =>
  within(chartList())
    .queryAllByRole('button')
    .map((button) => button.querySelector('span')?.textContent)
const diagram = () => screen.getByTestId('chart-diagram')
const statePaths = () =>
  [...diagram().querySelectorAll('[data-path]')].map((group) => group.getAttribute('data-path')).sort()
const activeStates = () =>
  [...diagram().querySelectorAll('[data-path][data-active="true"]')].map((group) => group.getAttribute('data-path'))

async function openCopyText() {
  fireEvent.click(within(chartList()).getByRole('button', { name: /^copy-text/ }))
  expect(screen.getByText('Laying out the diagram…')).toBeTruthy()
  await screen.findByTestId('chart-diagram', {}, LAYOUT_WAIT)
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('chart gallery page', () => {
  it('lists every chart and narrows the list as the filter is typed', () => {
    mount()
    const heading = screen.getByRole('heading', { name: /^Charts \(\d+\)$/ })
    const count = Number(/\((\d+)\)/.exec(heading.textContent ?? '')?.[1])
    expect(count).toBeGreaterThanOrEqual(39)
    expect(listedCharts()).toHaveLength(count)
    expect(listedCharts()).toEqual(expect.arrayContaining(['copy-text', 'order-flow', 'pricing', 'chart-gallery']))
    expect(screen.getByText('Choose a chart to see its diagram, its events, guards and actions.')).toBeTruthy()

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter charts' }), { target: { value: 'COPY' } })
    const shown = listedCharts()
    expect(shown).toContain('copy-text')
    expect(shown).not.toContain('order-flow')
    expect(shown.length).toBeLessThan(count)
    for (const name of shown) expect(name?.toLowerCase()).toContain('copy')

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter charts' }), { target: { value: 'zzz nothing' } })
    expect(listedCharts()).toEqual([])
    expect(screen.getByText('No chart matches “zzz nothing”.')).toBeTruthy()

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter charts' }), { target: { value: '' } })
    expect(listedCharts()).toHaveLength(count)
  })

  it('finds a chart by its id as well as its file name', () => {
    mount()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter charts' }), { target: { value: 'copyText' } })
    expect(listedCharts()).toEqual(['copy-text'])
    expect(within(chartList()).getByRole('button').textContent).toContain('5 states · 5 transitions')
  })

  it('shows a chosen chart: its diagram, vocabulary and transitions, until it is closed', async () => {
    mount()
    await openCopyText()
    expect(screen.getByRole('heading', { level: 2, name: 'copy-text' })).toBeTruthy()
    expect(screen.queryByText('Laying out the diagram…')).toBeNull()
    expect(
      within(chartList())
        .getByRole('button', { name: /^copy-text/ })
        .getAttribute('aria-current'),
    ).toBe('true')

    // Every state of copy-text drawn as a group, the root included.
    expect(statePaths()).toEqual(['', 'copied', 'copying', 'failed', 'idle'])
    expect(diagram().querySelector('svg')?.getAttribute('aria-label')).toBe('Statechart copyText')
    expect(activeStates()).toEqual([])

    for (const title of ['Events', 'Guards', 'Actions', 'Actors', 'Delays', 'Tags']) {
      expect(screen.getByRole('heading', { level: 4, name: new RegExp(`^${title} \\d+$`) })).toBeTruthy()
    }
    const vocabulary = (title: string) => {
      const heading = screen.getByRole('heading', { level: 4, name: new RegExp(`^${title} `) })
      const block = heading.parentElement as HTMLElement
      return [...block.querySelectorAll('code')].map((code) => code.textContent)
    }
    expect(vocabulary('Events')).toEqual(['copy'])
    expect(vocabulary('Guards')).toEqual([])
    expect(vocabulary('Actors')).toEqual(['copyText'])
    expect(vocabulary('Delays')).toEqual(['copyConfirmation'])
    expect(vocabulary('Tags')).toEqual(['copied', 'failed'])

    // copy → copying, copying done → copied and error → failed, copied and failed back to idle after the delay.
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows).toHaveLength(1 + 5)
    const cells = rows.slice(1).map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))
    expect(cells.map(([from, on, , to]) => [from, on?.replace(/^(done|error): .*/, '$1'), to])).toEqual(
      expect.arrayContaining([
        ['(root)', 'copy', 'copying'],
        ['copying', 'done', 'copied'],
        ['copying', 'error', 'failed'],
        ['copied', 'after copyConfirmation', 'idle'],
        ['failed', 'after copyConfirmation', 'idle'],
      ]),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByText('Choose a chart to see its diagram, its events, guards and actions.')).toBeTruthy()
    expect(screen.queryByTestId('chart-diagram')).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  }, 30_000)

  it('says why a diagram could not be laid out, and tries again on request', async () => {
    let attempts = 0
    const flaky = fromPromise<ChartLayout, { name: string }>(async ({ input }) => {
      attempts += 1
      if (attempts === 1) throw new Error('ELK ran out of memory')
      const entry = chartRegistry.find((chart) => chart.name === input.name)
      if (!entry) throw new Error(`No chart ${input.name}`)
      return layoutChart(chartModel(entry.machine), new ELK())
    })
    mount(flaky)
    fireEvent.click(within(chartList()).getByRole('button', { name: /^copy-text/ }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The diagram could not be laid out: ELK ran out of memory Try again')
    expect(screen.queryByTestId('chart-diagram')).toBeNull()
    // The rest of the chart does not need the layout.
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6)
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('Laying out the diagram…')).toBeTruthy()
    await screen.findByTestId('chart-diagram', {}, LAYOUT_WAIT)
    expect(statePaths()).toEqual(['', 'copied', 'copying', 'failed', 'idle'])
  }, 30_000)

  it('exports the table a reviewer reads', async () => {
    mount()
    await openCopyText()
    const blobs: Blob[] = []
    const names: string[] = []
    // jsdom has no object URLs: the stubs record the file, and the click records its name instead of navigating.
    const { createObjectURL, revokeObjectURL } = URL
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL
      URL.revokeObjectURL = revokeObjectURL
    })
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:chart'
    })
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Export table' }))
    fireEvent.click(screen.getByRole('button', { name: 'Export SVG' }))
    expect(names).toEqual(['copy-text.md', 'copy-text.svg'])
    const [table, svg] = await Promise.all(blobs.map((blob) => blob.text()))
    expect(table).toMatch(/^# Chart `copyText`\n/)
    expect(table).toContain('| copied | after copyConfirmation |   | idle |   |')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('<title>Statechart copyText</title>')
  }, 30_000)
})

describe('chart gallery page, live', () => {
  it('shows a running chart, follows it in the diagram, and sends it events', async () => {
    const { product, posted } = mount()
    expect(screen.getByText(/No product tab is running\./)).toBeTruthy()

    product({ type: 'live.snapshot', snapshot: snapshot() })
    expect(screen.getByRole('status').textContent).toBe('1 chart running in 1 tab')
    expect(screen.queryByText(/No product tab is running\./)).toBeNull()
    expect(screen.getByText('/listings/1842-kenmore')).toBeTruthy()
    const session = screen.getByRole('button', { name: /^copyText/ })
    expect(session.textContent).toBe('copyTextidle')

    fireEvent.click(session)
    expect(screen.getByRole('heading', { level: 3, name: 'Following copyText in /listings/1842-kenmore' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'copy-text' })).toBeTruthy()
    await screen.findByTestId('chart-diagram', {}, LAYOUT_WAIT)
    expect(screen.getByRole('button', { name: /^copyText/ }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByTestId('session-state').textContent).toBe('idle · active · after xstate.init')
    expect(activeStates().sort()).toEqual(['', 'idle'])

    product({
      type: 'live.snapshot',
      snapshot: snapshot({
        value: 'copied',
        tags: ['copied'],
        event: 'xstate.done.actor.copyText',
        sequence: 3,
      }),
    })
    expect(activeStates().sort()).toEqual(['', 'copied'])
    expect(screen.getByTestId('session-state').textContent).toBe(
      'copied · active · after xstate.done.actor.copyText · tags copied',
    )
    expect(screen.getByRole('button', { name: /^copyText/ }).textContent).toBe('copyTextcopied')
    // A snapshot that comes late moves nothing.
    product({ type: 'live.snapshot', snapshot: snapshot({ value: 'idle', sequence: 2 }) })
    expect(activeStates().sort()).toEqual(['', 'copied'])

    const fields = screen.getByRole('textbox', { name: 'Other fields (JSON)' }) as HTMLInputElement
    expect((screen.getByRole('combobox', { name: 'Event' }) as HTMLSelectElement).value).toBe('copy')
    fireEvent.change(fields, { target: { value: '{"text": "hello"}' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(posted).toEqual([{ type: 'post.send', sessionId: 'x:7', event: { type: 'copy', text: 'hello' } }])
    expect(screen.getByText('Sent 1 event.')).toBeTruthy()

    fireEvent.change(fields, { target: { value: '{text: hello' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByRole('alert').textContent).toBe('The fields are not valid JSON (for example {"code": "a1"}).')
    expect(fields.value).toBe('{text: hello')
    expect(fields.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByText('Sent 1 event.')).toBeNull()
    expect(posted).toHaveLength(1)

    product({ type: 'live.tabClosed', tabId: 'tab-1' })
    expect(screen.getByText(/No product tab is running\./)).toBeTruthy()
    expect(screen.queryByRole('heading', { name: /^Following/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /^copyText/ })).toBeNull()
    // The chart stays, no longer highlighted.
    expect(activeStates()).toEqual([])
  }, 30_000)

  it('offers the events of the chart followed now, after following a session of another chart', async () => {
    const { product, posted } = mount()
    product({ type: 'live.snapshot', snapshot: snapshot() })
    product({
      type: 'live.snapshot',
      snapshot: snapshot({ sessionId: 'u:1', actorId: 'x:9', chartId: 'updateNotice', value: { watching: 'idle' } }),
    })
    fireEvent.click(screen.getByRole('button', { name: /^copyText/ }))
    await screen.findByTestId('chart-diagram', {}, LAYOUT_WAIT)
    fireEvent.change(screen.getByRole('textbox', { name: 'Other fields (JSON)' }), {
      target: { value: '{"text": "hello"}' },
    })
    fireEvent.click(screen.getByRole('button', { name: /^updateNotice/ }))
    expect(
      screen.getByRole('heading', { level: 3, name: 'Following updateNotice in /listings/1842-kenmore' }),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'update-notice' })).toBeTruthy()
    // update-notice's events are later and refresh (src/machines/update-notice/update-notice.machine.ts).
    const select = screen.getByRole('combobox', { name: 'Event' }) as HTMLSelectElement
    expect([...select.options].map((option) => option.value)).toEqual(['later', 'refresh'])
    expect(select.value).toBe('later')
    // The fields typed for the other session's event are gone with it.
    expect((screen.getByRole('textbox', { name: 'Other fields (JSON)' }) as HTMLInputElement).value).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(posted).toEqual([{ type: 'post.send', sessionId: 'u:1', event: { type: 'later' } }])
  }, 30_000)

  it('counts charts and tabs, and stops following a session that stops', async () => {
    const { product } = mount()
    product({ type: 'live.snapshot', snapshot: snapshot() })
    product({ type: 'live.snapshot', snapshot: snapshot({ sessionId: 'x:8', actorId: 'x:8', value: 'copying' }) })
    expect(screen.getByRole('status').textContent).toBe('2 charts running in 1 tab')
    product({
      type: 'live.snapshot',
      snapshot: snapshot({ sessionId: 'y:2', actorId: 'share', tabId: 'tab-2', tabPath: '/t/1' }),
    })
    expect(screen.getByRole('status').textContent).toBe('3 charts running in 2 tabs')
    // Grouped by tab, each under its address.
    expect(screen.getAllByRole('button', { name: /^copyText/ }).map((button) => button.textContent)).toEqual([
      'copyTextidle',
      'copyTextcopying',
      // A chart invoked under a name is listed with it.
      'copyText as shareidle',
    ])
    expect(screen.getByText('/t/1')).toBeTruthy()
    const [, , other] = screen.getAllByRole('button', { name: /^copyText/ })
    fireEvent.click(other as HTMLElement)
    expect(screen.getByRole('heading', { level: 3, name: 'Following copyText (as share) in /t/1' })).toBeTruthy()
    await screen.findByTestId('chart-diagram', {}, LAYOUT_WAIT)
    expect(activeStates().sort()).toEqual(['', 'idle'])
    product({ type: 'live.stopped', sessionId: 'y:2' })
    expect(screen.getByRole('status').textContent).toBe('2 charts running in 1 tab')
    expect(screen.queryByText('/t/1')).toBeNull()
    expect(screen.queryByRole('heading', { name: /^Following/ })).toBeNull()
    expect(activeStates()).toEqual([])
  }, 30_000)
})
