// Model-based test of the tour's hints (SPEC §4 Hints: one at a time by priority, final hints last, completed by
// doing what the hint says and held 2 s, 'Got it', 'Skip tips', the ? button; §9 priorities and the 500 ms shake;
// §3 hintHistory stored locally; issue 19): every transition of the hint-queue chart reachable through its view is
// replayed through the real hint bubble and tips button, wired as the tour section wires them (useTourHints,
// useHintRequests asking for the look and walk hints), on the real chart with a recording stub for the save, over a
// stub of the running tour (three.js cannot run in jsdom) whose drags, keys, walks and missed clicks the test raises.
// The model is the chart as this view drives it: each of the person's acts is the chart events the view sends for it,
// and the view asks again for its hints whenever the history changes. Each state is checked against the test's own
// queue: the hint's words (pointer or keys, or its ✓ when done), its buttons, the shake, when a shake or a completed
// hint ends (still there 1 ms before), and the history last saved.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyActorScope, SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { applicableTourHints } from '../../src/domain/tour-hints'
import { type HintQueueEvent, hintQueueMachine } from '../../src/machines/hint-queue/hint-queue.machine'
import type { HintHistory } from '../../src/schemas/local-store'
import type { RunningTour } from '../../src/ui/features/listing-viewer/tour/start-tour'
import {
  TipsButton,
  TourHintBubble,
  TourHintsContext,
  useHintRequests,
  useTourHints,
} from '../../src/ui/features/listing-viewer/tour/TourHints'
import { unprovidedViewerMachines } from '../../src/ui/features/listing-viewer/viewer-machines'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'
import { answering } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof hintQueueMachine>
const SHAKE_ENDS = 'xstate.after.hintShake.hintQueue.showing.shaking'
const HOLD_ENDS = 'xstate.after.hintCompletedHold.hintQueue.completed'
/** The person's acts: the bubble's buttons, the ? button, what they do in the tour; and the two timers. */
type ModelEvent =
  | { type: 'hint.dismiss' | 'hints.skipAll' | 'hints.restart' }
  | { type: 'tour.drag' | 'tour.key' | 'tour.walk' | 'tour.miss' }
  | { type: typeof SHAKE_ENDS | typeof HOLD_ENDS }

/**
 * The hints the tour section asks for with the plan in its own section and no a1 (the view adds 'again' itself). It
 * asks in priority order: the chart shows the first hint asked for at once, before the next request arrives.
 */
const WANTED = applicableTourHints({ planLayout: 'full', allowAutoplay: false })
/** SPEC §9 restated: drag 2, move 3; the shake 500 ms; SPEC §4: a completed hint stays 2 s. */
const RANK: Record<string, number> = { drag: 2, move: 3, again: Number.POSITIVE_INFINITY }
const SHAKE_MS = 500
const HOLD_MS = 2000
/** The person takes a moment before each act (so a second shake is seen to start its 500 ms again). */
const MOMENT_MS = 50
const WORDS: Record<string, { text: string; keys: string; done: string }> = {
  drag: { text: 'Drag to look around.', keys: 'Use the arrow keys to look around.', done: '✓ That’s it.' },
  move: {
    text: 'Click a circle on the floor to walk there.',
    keys: 'Press Tab to reach the places to walk to, then Enter to walk there.',
    done: '✓ Nice, you moved.',
  },
  again: { text: 'The ? button shows these tips again.', keys: 'The ? button shows these tips again.', done: '✓ ' },
}

// --- The model: the chart, driven as the view drives it. ---
const request = (name: string): HintQueueEvent =>
  name === 'again'
    ? { type: 'hint.request', name, priority: 100, final: true }
    : { type: 'hint.request', name, priority: RANK[name] as number }
const chartEvents = (s: Snapshot, e: ModelEvent): HintQueueEvent[] => {
  switch (e.type) {
    case 'tour.drag':
      return [
        { type: 'hints.inputMode', mode: 'pointer' },
        { type: 'hint.complete', name: 'drag' },
      ]
    case 'tour.key':
      return [
        { type: 'hints.inputMode', mode: 'keys' },
        { type: 'hint.complete', name: 'drag' },
      ]
    case 'tour.walk':
      return [{ type: 'hint.complete', name: 'move' }]
    case 'tour.miss':
      return s.context.current?.name === 'move' ? [{ type: 'hint.shake' }] : []
    default:
      return [e as HintQueueEvent]
  }
}
const run = (s: Snapshot, events: HintQueueEvent[], scope: AnyActorScope) =>
  events.reduce((at, e) => hintQueueMachine.transition(at, e, scope), s)
const askAll = [...WANTED, 'again'].map(request)
const viewLogic = Object.create(hintQueueMachine, {
  getInitialSnapshot: {
    value: (scope: AnyActorScope, input: unknown) =>
      run(hintQueueMachine.getInitialSnapshot(scope, input as never), askAll, scope),
  },
  transition: {
    value: (s: Snapshot, e: ModelEvent, scope: AnyActorScope) => {
      const next = run(s, chartEvents(s, e), scope)
      return next.context.history === s.context.history ? next : run(next, askAll, scope)
    },
  },
})

const EVENTS: ModelEvent[] = [
  { type: 'hint.dismiss' },
  { type: 'hints.skipAll' },
  { type: 'hints.restart' },
  { type: 'tour.drag' },
  { type: 'tour.key' },
  { type: 'tour.walk' },
  { type: 'tour.miss' },
  { type: SHAKE_ENDS },
  { type: HOLD_ENDS },
]
/** The bubble's buttons only while they show; the ? button and the tour always; each timer only while it runs. */
const offered = (s: Snapshot, e: ModelEvent) => {
  const asking = s.hasTag('showing') && !s.hasTag('completed')
  if (e.type === 'hint.dismiss') return asking
  if (e.type === 'hints.skipAll') return asking && !s.context.current?.final
  if (e.type === SHAKE_ENDS) return s.hasTag('shaking')
  if (e.type === HOLD_ENDS) return s.hasTag('completed')
  return true
}
const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.queue.map((h) => h.name),
    s.context.current?.name ?? null,
    s.context.history,
    s.context.inputMode,
  ])
const model = new TestModel<Snapshot, ModelEvent, { history: HintHistory }>(viewLogic as never, {
  input: { history: {} },
  stateMatcher,
  serializeState,
  events: (s: Snapshot) => EVENTS.filter((e) => offered(s, e)),
})

// --- The view, as the tour section wires it, over a stub tour. ---
function Hints({ tour }: { tour: RunningTour }) {
  const hints = useTourHints()
  useHintRequests(hints, tour, WANTED)
  return (
    <TourHintsContext.Provider value={hints}>
      <TourHintBubble hints={hints} />
      <TipsButton hints={hints} />
    </TourHintsContext.Provider>
  )
}
async function mount() {
  const followers = new Set<(kind: string) => void>()
  const tour = {
    canvas: document.createElement('canvas'),
    on: (_type: 'interacted', follower: (kind: string) => void) => {
      followers.add(follower)
      return () => void followers.delete(follower)
    },
  } as unknown as RunningTour
  const save = answering<void, HintHistory>(() => undefined)
  const hintQueue = hintQueueMachine.provide({ actors: { saveHistory: save.logic } })
  await renderInRouter(() => <Hints tour={tour} />, '/12-elm-st/tour', {
    embedded: false,
    viewerMachines: { ...unprovidedViewerMachines, hintQueue },
  })
  const interact = (kind: string) =>
    act(() => {
      for (const f of followers) f(kind)
    })
  return { save, interact }
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

// Every transition; the ? button and the tour's events also where they change nothing (a drag once the drag hint
// has ended, a missed click under another hint, a second shake, the ? button with every hint still waiting).
const paths = everyTransition(model, serializeState, {
  alsoIgnored: (e) => e.type.startsWith('tour.') || e.type === 'hints.restart',
})

describe('hint queue: every transition, in the view', () => {
  recordPaths('hint-queue: in the view', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
      const { save, interact } = await mount()
      // The test's own queue (SPEC §4 Hints).
      const q = {
        history: {} as Record<string, 'completed' | 'dismissed'>,
        waiting: [] as string[],
        shown: null as string | null,
        done: false,
        shaking: false,
        keys: false,
        now: 0,
        shakeEndsAt: 0,
        holdEndsAt: 0,
      }
      const settle = () => {
        if (q.shown || q.waiting.length === 0) return
        const best = q.waiting.reduce((a, b) => ((RANK[b] as number) < (RANK[a] as number) ? b : a))
        q.waiting = q.waiting.filter((h) => h !== best)
        q.shown = best
      }
      /** The view asks for its hints; any already waiting, shown or ended is not asked again. */
      const ask = () => {
        for (const name of [...WANTED, 'again'])
          if (!(name in q.history) && q.shown !== name && !q.waiting.includes(name)) q.waiting.push(name)
        settle()
      }
      const clear = () => {
        q.shown = null
        q.done = false
        q.shaking = false
        settle()
      }
      const complete = (name: string) => {
        if (q.shown === name && !q.done) {
          q.history = { ...q.history, [name]: 'completed' }
          q.done = true
          q.shaking = false
          q.holdEndsAt = q.now + HOLD_MS
        } else if (q.waiting.includes(name)) {
          q.waiting = q.waiting.filter((h) => h !== name)
          q.history = { ...q.history, [name]: 'completed' }
        }
      }
      ask()
      const runTo = async (time: number) => {
        await act(() => vi.advanceTimersByTimeAsync(time - q.now))
        q.now = time
      }
      const aMoment = () => runTo(q.now + MOMENT_MS)
      const shows = () => {
        const bubble = screen.queryByRole('status')
        if (q.shown === null) expect(bubble).toBeNull()
        else {
          const words = WORDS[q.shown] as (typeof WORDS)[string]
          expect(bubble?.querySelector('p')?.textContent).toBe(q.done ? words.done : q.keys ? words.keys : words.text)
          expect(/shaking/.test(bubble?.className ?? '')).toBe(q.shaking)
        }
        const asking = q.shown !== null && !q.done
        expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
          ...(asking ? ['Got it'] : []),
          ...(asking && q.shown !== 'again' ? ['Skip tips'] : []),
          '?',
        ])
        expect(screen.getByRole('button', { name: 'Show the tips again' })).toBeTruthy()
        expect(save.calls.at(-1) ?? {}).toEqual(q.history)
      }
      const click = async (name: string) => {
        await aMoment()
        act(() => fireEvent.click(screen.getByRole('button', { name })))
      }
      const inTour = async (kind: string) => {
        await aMoment()
        interact(kind)
      }
      await path.test({
        states: {
          idle: () => {
            shows()
            expect(q.shown).toBeNull()
          },
          'showing.still': () => {
            expect([q.done, q.shaking]).toEqual([false, false])
            shows()
          },
          'showing.shaking': () => {
            expect([q.done, q.shaking]).toEqual([false, true])
            shows()
          },
          completed: () => {
            expect(q.done).toBe(true)
            shows()
          },
        },
        events: asExecutors<ModelEvent>({
          'hint.dismiss': async () => {
            await click('Got it')
            q.history = { ...q.history, [q.shown as string]: 'dismissed' }
            clear()
          },
          'hints.skipAll': async () => {
            await click('Skip tips')
            q.history = { ...q.history, [q.shown as string]: 'dismissed' }
            for (const name of q.waiting.filter((h) => h !== 'again')) q.history = { ...q.history, [name]: 'dismissed' }
            q.waiting = q.waiting.filter((h) => h === 'again')
            q.shown = null
            clear()
          },
          'hints.restart': async () => {
            await click('Show the tips again')
            q.history = {}
            q.waiting = []
            q.shown = null
            clear()
            ask()
          },
          'tour.drag': async () => {
            await inTour('drag')
            q.keys = false
            complete('drag')
          },
          'tour.key': async () => {
            await inTour('key')
            q.keys = true
            complete('drag')
          },
          'tour.walk': async () => {
            await inTour('walk')
            complete('move')
          },
          'tour.miss': async () => {
            await inTour('miss')
            if (q.shown === 'move' && !q.done) {
              q.shaking = true
              q.shakeEndsAt = q.now + SHAKE_MS
            }
          },
          [SHAKE_ENDS]: async () => {
            await runTo(q.shakeEndsAt - 1)
            shows()
            await runTo(q.shakeEndsAt)
            q.shaking = false
          },
          [HOLD_ENDS]: async () => {
            await runTo(q.holdEndsAt - 1)
            shows()
            await runTo(q.holdEndsAt)
            clear()
          },
        }),
      })
    })
  }
})
