// Model-based test of the dashboard timeline (SPEC §4 Timeline; issue 17): every transition of the timeline chart
// (expanding or folding each item, and a new read of the listing) is replayed through the real status tab, and each
// state is checked in the DOM against facts the test keeps itself: which item the spec's rules make active and
// expanded for each read, the visitor's own choice, and the panel the spec gives each kind of item.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Schema } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { type TimelineEvent, timelineMachine } from '../../src/machines/timeline/timeline.machine'
import { Listing } from '../../src/schemas/Listing'
import type { OrderEvent } from '../../src/schemas/OrderEvent'
import { makeTestRuntime } from '../../src/services/runtime'
import { StatusTab } from '../../src/ui/features/listing-viewer/sections/dashboard/StatusTabs'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { asExecutors, everyTransition, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'

type Snapshot = SnapshotFrom<typeof timelineMachine>
const base = Schema.decodeUnknownSync(Listing)(listingJson)

const ev = (
  type: OrderEvent['type'],
  orderId: string,
  start: string,
  started: boolean,
  ended: boolean,
): OrderEvent => ({
  type,
  start,
  end: null,
  timeZone: 'America/Chicago',
  started,
  ended,
  orderId,
  photographerName: 'Sam Ortiz',
  feedbacks: [],
})

const shootDone = ev('appointment', 'a', '2026-04-01T15:00:00.000Z', true, true)
const delivered = ev('delivered', 'a', '2026-04-02T15:00:00.000Z', true, true)
const nextShoot = ev('appointment', 'b', '2026-06-01T15:00:00.000Z', false, false)
const nextCancelled = ev('cancelled', 'b', '2026-06-01T15:00:00.000Z', false, true)

/** Two reads of the listing: a new shoot booked, and the same shoot called off. */
const READS = { booked: [shootDone, delivered, nextShoot], calledOff: [shootDone, delivered, nextCancelled] }
type ReadName = keyof typeof READS

/** What the spec's rules choose for each read (SPEC §4 Timeline), worked out by hand. */
const RULES: Record<ReadName, { active: string; expanded: string }> = {
  // The first not-ended item; the first unstarted appointment.
  booked: { active: 'b:appointment', expanded: 'b:appointment' },
  // All ended: the last one (the cancelled shoot); no unstarted appointment: the latest delivery.
  calledOff: { active: 'b:cancelled', expanded: 'a:delivered' },
}
/** Each item's line and what its panel shows first (SPEC §4: survey after a shoot, guide before, Next steps). */
const ITEMS: Record<string, { title: string; panel: string }> = {
  'a:appointment': { title: 'Shoot done', panel: 'How did the shoot go?' },
  'a:delivered': { title: 'Delivered', panel: 'Next steps' },
  'b:appointment': { title: 'Shoot booked', panel: 'Get the home ready' },
  'b:cancelled': { title: 'Shoot cancelled', panel: 'This shoot was cancelled.' },
}

type ModelEvent = TimelineEvent

afterEach(cleanup)

async function mount() {
  let setRead: (name: ReadName) => void = () => {}
  const runtime = makeTestRuntime({})
  const { useState } = await import('react')
  function Host() {
    const [read, set] = useState<ReadName>('booked')
    setRead = set
    const listing = {
      ...base,
      status: { ...(base.status as NonNullable<typeof base.status>), orderEvents: READS[read] },
    }
    return <StatusTab listing={listing} place={{ path: '/12-elm-st/dashboard', search: {} }} />
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Host }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { runtime } as never,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  return { read: (name: ReadName) => act(() => setRead(name)) }
}

const itemButton = (key: string) => screen.getByRole('button', { name: new RegExp(`^${ITEMS[key]?.title}`) })
const expandedTitles = () =>
  screen
    .queryAllByRole('button', { expanded: true })
    .map((b) => Object.entries(ITEMS).find(([, item]) => b.textContent?.startsWith(item.title))?.[0])
const activeTitle = () => document.querySelector('[aria-current="step"]')?.textContent ?? ''

const model = new TestModel<Snapshot, ModelEvent, { events: ReadonlyArray<OrderEvent> }>(timelineMachine as never, {
  input: { events: READS.booked },
  stateMatcher,
  serializeState: (s) =>
    JSON.stringify([s.context.events.map((e) => e.type), s.context.expandedKey, s.context.chosenByVisitor]),
  events: [
    ...Object.keys(ITEMS).map((key) => ({ type: 'item.toggle' as const, key })),
    { type: 'events.changed', events: READS.booked },
    { type: 'events.changed', events: READS.calledOff },
  ],
})

describe('timeline, every transition through the status tab', () => {
  const serializeTimeline = (s: Snapshot) =>
    JSON.stringify([s.context.events.map((e) => e.type), s.context.expandedKey, s.context.chosenByVisitor])
  const paths = everyTransition(model, serializeTimeline)
  recordPaths('timeline', paths, serializeTimeline)
  for (const path of paths) {
    const name = path.steps
      .map(({ event }) =>
        event.type === 'item.toggle'
          ? `toggle ${event.key}`
          : event.type === 'events.changed'
            ? `read ${event.events === READS.booked ? 'booked' : 'calledOff'}`
            : 'start',
      )
      .join(' → ')
    it(name, async () => {
      const sut = await mount()
      // The test's own account of what should show: the read on screen and the visitor's choice, if any.
      let read: ReadName = 'booked'
      let chosen: { key: string | undefined } | undefined
      const shownKeys = () => READS[read].map((e) => `${e.orderId}:${e.type}`)
      const expectedExpanded = () =>
        chosen && (chosen.key === undefined || shownKeys().includes(chosen.key)) ? chosen.key : RULES[read].expanded
      await path.test({
        states: {
          showing: () => {
            expect(activeTitle()).toContain(ITEMS[RULES[read].active]?.title)
            const expanded = expectedExpanded()
            expect(expandedTitles()).toEqual(expanded ? [expanded] : [])
            if (expanded) {
              const panel = document.getElementById(itemButton(expanded).getAttribute('aria-controls') ?? '')
              expect(panel?.textContent).toContain(ITEMS[expanded]?.panel)
            }
          },
        },
        events: asExecutors<ModelEvent>({
          'item.toggle': async ({ event }) => {
            if (!shownKeys().includes(event.key)) return // not on screen: nobody can press it
            chosen = { key: expectedExpanded() === event.key ? undefined : event.key }
            await act(() => {
              fireEvent.click(itemButton(event.key))
            })
          },
          'events.changed': async ({ event }) => {
            const next = (Object.keys(READS) as ReadName[]).find((name) => READS[name] === event.events) as ReadName
            read = next
            if (chosen && chosen.key !== undefined && !shownKeys().includes(chosen.key)) chosen = undefined
            await sut.read(next)
          },
        }),
      })
    })
  }
})
