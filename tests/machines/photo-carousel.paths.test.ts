// Model-based test of the photo carousel chart: every transition (keys, buttons, drags long and short, the swipe's
// end, the address changing) is replayed on a real actor with fake timers, and each state reached is checked
// against the spec (SPEC §4 Photos layout, §9 Viewer: drag step 50, swipe tween 0.3 s, keys d/f and arrows).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type PhotoCarouselEvent,
  type PhotoCarouselInput,
  photoCarouselMachine,
} from '../../src/machines/photo-carousel/photo-carousel.machine'
import { CAROUSEL_SWIPE_TWEEN_MS } from '../../src/schemas/constants'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'

type Snapshot = SnapshotFrom<typeof photoCarouselMachine>
type ModelEvent = PhotoCarouselEvent | { type: 'xstate.after.swipeTween.photoCarousel.open.swiping' }

const codes = ['a', 'b', 'c']
const input: PhotoCarouselInput = { codes, current: 'a' }
/** Where each key must lead, from SPEC §9 (d/f and arrows), independent of the constants the chart reads. */
const specStep: Record<string, 1 | -1> = { f: 1, ArrowRight: 1, d: -1, ArrowLeft: -1 }

const events: ModelEvent[] = [
  { type: 'route.changed', codes, current: null },
  { type: 'route.changed', codes, current: 'b' },
  { type: 'key', key: 'f' },
  { type: 'key', key: 'ArrowLeft' },
  { type: 'key', key: 'Escape' },
  { type: 'next' },
  { type: 'previous' },
  { type: 'close' },
  { type: 'drag.start', x: 500 },
  { type: 'drag.move', x: 450 },
  { type: 'drag.move', x: 549 },
  { type: 'drag.move', x: 550 },
  { type: 'drag.end' },
  { type: 'xstate.after.swipeTween.photoCarousel.open.swiping' },
]

const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.current,
    s.matches({ open: 'swiping' }) ? s.context.direction : null,
    s.context.dragOffset,
    s.context.awaitingRoute.length > 0,
  ])
const model = new TestModel<Snapshot, ModelEvent, PhotoCarouselInput>(photoCarouselMachine as never, {
  input,
  stateMatcher,
  events,
  serializeState,
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function start() {
  const actor = createActor(photoCarouselMachine, { input }).start()
  const selected: Array<string | null> = []
  actor.on('select', (event) => selected.push(event.code))
  return { actor, selected }
}

const indexOf = (code: string | null) => codes.indexOf(code ?? '')
const stepFrom = (code: string | null, step: 1 | -1) => codes[(indexOf(code) + step + codes.length) % codes.length]

describe('photo carousel, every transition', () => {
  for (const path of everyTransition(model, serializeState)) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      /** Sends a move and checks that it selected the photo `step` away, wrapping, or nothing when it cannot move. */
      const expectMove = (event: PhotoCarouselEvent, step: 1 | -1 | null) => {
        const before = snapshot()
        const selections = sut.selected.length
        sut.actor.send(event)
        if (!before.hasTag('open') || step === null) {
          expect(sut.selected).toHaveLength(selections)
          return
        }
        expect(sut.selected.slice(selections)).toEqual([stepFrom(before.context.current, step)])
        expect(snapshot().hasTag('swiping')).toBe(true)
        expect(snapshot().context.direction).toBe(step === 1 ? 'next' : 'previous')
      }
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          closed: () => {
            expect(snapshot().hasTag('open')).toBe(false)
          },
          open: () => {
            expect(snapshot().hasTag('open')).toBe(true)
            expect(codes).toContain(snapshot().context.current)
          },
          'open.idle': () => expect(snapshot().context.dragOffset).toBe(0),
          'open.dragging': () => expect(snapshot().hasTag('dragging')).toBe(true),
          'open.swiping': () => {
            expect(snapshot().hasTag('swiping')).toBe(true)
            expect(snapshot().context.dragOffset).toBe(0)
          },
        }),
        events: asExecutors<ModelEvent>({
          'route.changed': ({ event }) => {
            const selections = sut.selected.length
            sut.actor.send(event)
            // Following the address never asks to change it.
            expect(sut.selected).toHaveLength(selections)
          },
          key: ({ event }) => {
            if (event.key === 'Escape') {
              const wasOpen = snapshot().hasTag('open')
              sut.actor.send(event)
              if (wasOpen) expect(sut.selected.at(-1)).toBeNull()
              expect(snapshot().hasTag('open')).toBe(false)
              return
            }
            expectMove(event, specStep[event.key] ?? null)
          },
          next: ({ event }) => expectMove(event, 1),
          previous: ({ event }) => expectMove(event, -1),
          close: ({ event }) => {
            sut.actor.send(event)
            expect(snapshot().hasTag('open')).toBe(false)
          },
          'drag.start': ({ event }) => void sut.actor.send(event),
          'drag.move': ({ event }) => void sut.actor.send(event),
          'drag.end': ({ event }) => {
            const offset = snapshot().context.dragOffset
            // SPEC §9: 50 px moves one photo in the drag's direction (left brings the next); less springs back.
            expectMove(event, offset <= -50 ? 1 : offset >= 50 ? -1 : null)
          },
          'xstate.after.swipeTween.photoCarousel.open.swiping': async () => {
            await vi.advanceTimersByTimeAsync(CAROUSEL_SWIPE_TWEEN_MS - 1)
            expect(snapshot().hasTag('swiping')).toBe(true)
            await vi.advanceTimersByTimeAsync(1)
          },
        }),
      })
    })
  }
})
