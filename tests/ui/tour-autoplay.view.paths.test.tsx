// Model-based test of the guided tour's controls (SPEC §2 o=w and a1, §4 video states replay, resume, explore, more,
// pause and the stops on a user move or a hidden tab, §9 rotation clamped 3–9 s; issue 19): every transition of the
// tour-autoplay chart reachable through its view is replayed through the real TourAutoplay, on its real chart, over a
// stub of the running tour (three.js cannot run in jsdom) and a stub of the embedding page's script API. The person's
// clicks go to the buttons shown; the tour's arrivals, failures and the visitor's own moves come from the stub tour;
// start and stop from the host page; the 9 s turn runs on fake timers. Each state is checked against the test's own
// account: the buttons offered, the scenes the tour is sent to, how fast it is told to turn, the hint the Guided
// tour button completes, where 'About this home' leads, and the state the host page is told. (The chart's
// section.changed is never sent by this view: another section unmounts it.)
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { parseViewFlags } from '../../src/domain/view-flags'
import type { CommandOutcome } from '../../src/embed/tour-bridge'
import {
  type TourAutoplayEvent,
  type TourAutoplayInput,
  tourAutoplayMachine,
} from '../../src/machines/tour-autoplay/tour-autoplay.machine'
import { type EmbedApi, EmbedApiContext, type EmbedAutoplay } from '../../src/ui/features/listing-viewer/embed-api'
import type { RunningTour, TourEvents } from '../../src/ui/features/listing-viewer/tour/start-tour'
import { TourAutoplay } from '../../src/ui/features/listing-viewer/tour/TourAutoplay'
import { TourHintsContext } from '../../src/ui/features/listing-viewer/tour/TourHints'
import { unprovidedViewerMachines } from '../../src/ui/features/listing-viewer/viewer-machines'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'

type Snapshot = SnapshotFrom<typeof tourAutoplayMachine>
const TIMER = 'xstate.after.guidedRotation.tourAutoplay.playing.scene.turning'
type ModelEvent = TourAutoplayEvent | { type: typeof TIMER }

/** The tour's scenes: the porch it opens on is hidden, so the guided tour is hall then garden (SPEC §4). */
const SCENES = [
  { code: 'porch', hidden: true },
  { code: 'hall', hidden: false },
  { code: 'garden', hidden: false },
]
const GUIDED = ['hall', 'garden']
/** SPEC §9: a scene without a time of its own turns for the 9 s maximum, one full turn: 40°/s. */
const SCENE_MS = 9000
const DEGREES_PER_SECOND = 40
const TOUR_PATH = '/12-elm-st/tour'
const INFO_PATH = '/12-elm-st'

const EVENTS: ModelEvent[] = [
  { type: 'tour.shown' },
  { type: 'autoplay.toggle' },
  { type: 'autoplay.start' },
  { type: 'autoplay.stop' },
  { type: 'user.moved' },
  { type: 'visibility.changed', visible: false },
  { type: 'replay' },
  { type: 'resume' },
  { type: 'explore' },
  { type: 'more' },
  ...GUIDED.flatMap((code) => [
    { type: 'tour.arrived' as const, code },
    { type: 'tour.failed' as const, code },
  ]),
  { type: TIMER },
]
/** What the view can send in each state: the mount once; the buttons only while they show; the host and tour any time. */
const offered = (s: Snapshot, e: ModelEvent) => {
  if (s.matches('waiting')) return e.type === 'tour.shown'
  switch (e.type) {
    case 'tour.shown':
      return false
    case 'autoplay.toggle':
      return s.matches('idle') || s.matches('playing')
    case 'replay':
      return s.matches('ended')
    case 'resume':
      return s.matches('paused')
    case 'explore':
      return s.matches('playing')
    case 'more':
      return !s.matches('idle') && !s.matches('off')
    case TIMER:
      return s.matches({ playing: { scene: 'turning' } })
    default:
      return true
  }
}

const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.index])
const modelFor = (input: TourAutoplayInput) =>
  new TestModel<Snapshot, ModelEvent, TourAutoplayInput>(tourAutoplayMachine as never, {
    input,
    stateMatcher,
    serializeState,
    events: (s: Snapshot) => EVENTS.filter((e) => offered(s, e)),
  })
const inputFor = (o: string): TourAutoplayInput => ({
  allowed: o.includes('a1'),
  startOnLoad: o.includes('w') && o.includes('a1'),
  scenes: GUIDED.map((code) => ({ code })),
  reducedMotion: false,
})
/**
 * o=wa1 plays on load and reaches every state; a1 alone and no flag only show how the tour opens. Every state is
 * also sent what the view offers there that leaves it as it was ('About this home' while paused still leads there; an
 * arrival elsewhere, a stop while paused, or a visitor's move while idle change nothing).
 */
const MODELS = [
  {
    o: 'wa1',
    paths: everyTransition(modelFor(inputFor('wa1')), serializeState, { alsoIgnored: (e) => e.type !== TIMER }),
  },
  { o: 'a1', paths: everyTransition(modelFor(inputFor('a1')), serializeState).filter((p) => p.steps.length === 1) },
  { o: '', paths: everyTransition(modelFor(inputFor('')), serializeState).filter((p) => p.steps.length === 1) },
]

/** A running tour that records what it is asked, and whose events the test raises. */
function stubTour() {
  const followers = new Map<string, Set<(...args: never[]) => void>>()
  const moves: string[] = []
  const spins: number[] = []
  const tour = {
    move: (code: string) => void moves.push(code),
    spin: (rate: number) => void spins.push(rate),
    store: { subscribe: () => () => {}, getSnapshot: () => ({ sceneCode: 'porch' }) },
    on(type: string, follower: (...args: never[]) => void) {
      const set = followers.get(type) ?? new Set()
      followers.set(type, set)
      set.add(follower)
      return () => void set.delete(follower)
    },
  }
  const raise = <K extends keyof TourEvents>(type: K, ...args: Parameters<TourEvents[K]>) =>
    act(() => {
      for (const f of followers.get(type) ?? []) (f as (...a: unknown[]) => void)(...args)
    })
  return { tour: tour as unknown as RunningTour, moves, spins, raise }
}

/** The embedding page's script API: keeps the guided tour's link and every state it is told. */
function stubHost() {
  const reports: string[] = []
  let link: EmbedAutoplay | undefined
  const api = {
    attachTour: () => () => {},
    attachAutoplay(l: EmbedAutoplay) {
      link = l
      return () => {
        link = undefined
      }
    },
    autoplayChanged: (state: string) => void reports.push(state),
    sectionChanged: () => {},
  } as unknown as EmbedApi
  const command = (which: 'start' | 'stop') => {
    let outcome: CommandOutcome | 'no link' = 'no link'
    act(() => {
      outcome = link ? link[which]() : 'no link'
    })
    return outcome
  }
  return { api, reports, command }
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

type Status = 'waiting' | 'off' | 'idle' | 'going' | 'turning' | 'paused' | 'ended'
const BUTTONS: Record<Status, string[]> = {
  waiting: [],
  off: [],
  idle: ['Guided tour'],
  going: ['Pause', 'Explore on my own', 'About this home'],
  turning: ['Pause', 'Explore on my own', 'About this home'],
  paused: ['Resume', 'About this home'],
  ended: ['Replay', 'About this home'],
}
/** The state the host page is told (docs/embed-api.md); nothing while the tour is still loading. */
const HOST: Record<Status, string | undefined> = {
  waiting: undefined,
  off: 'off',
  idle: 'idle',
  going: 'playing',
  turning: 'playing',
  paused: 'paused',
  ended: 'ended',
}

const all = MODELS.flatMap(({ o, paths }) => paths.map((path) => ({ o, path })))
describe('tour autoplay: every transition, in the view', () => {
  recordPaths(
    'tour-autoplay: in the view',
    all.map((p) => p.path),
    serializeState,
  )
  for (const { o, path } of all) {
    it(`with o=${o || '(none)'} reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
      const { tour, moves, spins, raise } = stubTour()
      const host = stubHost()
      const completed: unknown[] = []
      const hints = { send: (e: unknown) => void completed.push(e) }
      const flags = parseViewFlags(o)
      const search = o ? { o } : {}
      let router: Awaited<ReturnType<typeof renderInRouter>> | undefined
      // The test's own account.
      let status: Status = 'waiting'
      let scene = 0
      const sent: string[] = []
      let guidedClicks = 0
      const start = () => {
        scene = 0
        go()
      }
      const go = () => {
        status = 'going'
        sent.push(GUIDED[scene] as string)
      }
      const onward = () => {
        if (scene + 1 < GUIDED.length) {
          scene += 1
          go()
        } else status = 'ended'
      }
      const playing = () => status === 'going' || status === 'turning'
      const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent)
      const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })))
      const shows = () => {
        expect(buttons()).toEqual(BUTTONS[status])
        expect(moves).toEqual(sent)
        expect(spins.at(-1) ?? 0).toBe(status === 'turning' ? DEGREES_PER_SECOND : 0)
        expect(completed).toEqual(
          Array.from({ length: guidedClicks }, () => ({ type: 'hint.complete', name: 'autoplay' })),
        )
        expect(host.reports.at(-1)).toBe(HOST[status])
        if (router) expect(router.state.location.pathname).toBe(TOUR_PATH)
      }
      await path.test({
        states: {
          waiting: () => {
            expect(router).toBeUndefined()
            shows()
          },
          off: shows,
          idle: shows,
          'playing.scene.going': shows,
          'playing.scene.turning': shows,
          paused: shows,
          ended: shows,
        },
        events: asExecutors<ModelEvent>({
          'tour.shown': async () => {
            router = await renderInRouter(
              () => (
                <EmbedApiContext.Provider value={host.api}>
                  <TourHintsContext.Provider value={hints as never}>
                    <TourAutoplay
                      tour={tour}
                      config={{ scenes: SCENES } as never}
                      settings={{ search, flags, mode: {} } as never}
                      infoPath={INFO_PATH}
                    />
                  </TourHintsContext.Provider>
                </EmbedApiContext.Provider>
              ),
              `${TOUR_PATH}${o ? `?o=${o}` : ''}`,
              { embedded: false, viewerMachines: unprovidedViewerMachines },
            )
            if (!flags.allowAutoplay) status = 'off'
            else if (flags.initialAutoplay) start()
            else status = 'idle'
          },
          'autoplay.toggle': () => {
            if (status === 'idle') {
              guidedClicks += 1
              click('Guided tour')
              start()
            } else {
              click('Pause')
              status = 'paused'
            }
          },
          'autoplay.start': () => {
            const wasPlaying = playing()
            expect(host.command('start')).toBe(undefined)
            if (status === 'paused') go()
            else if (!wasPlaying) start()
          },
          'autoplay.stop': () => {
            expect(host.command('stop')).toBe(undefined)
            if (playing()) status = 'paused'
          },
          'user.moved': () => {
            raise('interacted', 'drag')
            if (playing()) status = 'paused'
          },
          'visibility.changed': () => {
            const hide = (hidden: boolean) =>
              act(() => {
                Object.defineProperty(document, 'visibilityState', {
                  value: hidden ? 'hidden' : 'visible',
                  configurable: true,
                })
                document.dispatchEvent(new Event('visibilitychange'))
              })
            hide(true)
            if (playing()) status = 'paused'
            // Back in the tab: the guided tour stays paused until the visitor resumes it.
            hide(false)
          },
          replay: () => {
            click('Replay')
            start()
          },
          resume: () => {
            click('Resume')
            go()
          },
          explore: () => {
            click('Explore on my own')
            status = 'idle'
            expect(document.activeElement?.textContent).toBe('Guided tour')
          },
          more: async () => {
            click('About this home')
            if (playing()) status = 'paused'
            await act(() => vi.advanceTimersByTimeAsync(0))
            expect(router?.state.location.pathname).toBe(INFO_PATH)
            expect(router?.state.location.search).toEqual(search)
            await act(() => router?.navigate({ to: TOUR_PATH as '/', search: search as never }))
          },
          'tour.arrived': ({ event }) => {
            raise('arrived', event.code)
            if (status === 'going' && event.code === GUIDED[scene]) status = 'turning'
          },
          'tour.failed': ({ event }) => {
            raise('failed', event.code)
            if (status === 'going' && event.code === GUIDED[scene]) onward()
          },
          [TIMER]: async () => {
            await act(() => vi.advanceTimersByTimeAsync(SCENE_MS - 1))
            shows()
            await act(() => vi.advanceTimersByTimeAsync(1))
            onward()
          },
        }),
      })
    })
  }
})
