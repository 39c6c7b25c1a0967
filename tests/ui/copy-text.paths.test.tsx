// Model-based test of a copy button with its confirmation (SPEC §4 Timeline Next steps, §9 "Copy confirmation 5 s";
// issue 19): every transition of the copy-text chart is replayed through the real Next steps panel of a delivered
// listing, whose "Copy" button beside the unbranded tour link runs the chart (bound through the route's viewer
// charts, its clipboard write a stub the path settles by hand; the 5 s run on fake timers). Clicks are the person's.
// Each state is checked in the DOM against the test's own account: the button's words ("Copy", "Copied ✓"), the
// failure's alert in our words, every write asked of the clipboard with the link worked out by hand, and, for each
// confirmation, that it is still there a moment before 5 s have passed and gone at 5 s.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { type CopyTextEvent, copyTextMachine } from '../../src/machines/copy-text/copy-text.machine'
import type { Listing } from '../../src/schemas/Listing'
import { NextSteps } from '../../src/ui/features/listing-viewer/sections/dashboard/timeline/NextSteps'
import { unprovidedViewerMachines } from '../../src/ui/features/listing-viewer/viewer-machines'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof copyTextMachine>
type ModelEvent =
  | CopyTextEvent
  | { type: 'xstate.done.actor.copyText'; output: undefined }
  | { type: 'xstate.error.actor.copyText'; error: unknown }
  | { type: 'xstate.after.copyConfirmation.copyText.copied' }
  | { type: 'xstate.after.copyConfirmation.copyText.failed' }

/** SPEC §9, written here rather than read from the constant the chart uses. */
const CONFIRMATION_MS = 5000
const TOUR = '12-elm-st'
/** The unbranded link (SPEC §2: o=u) on jsdom's origin. */
const LINK = `http://localhost:3000/${TOUR}?o=u`
const FAILED = 'Copying failed. Select the link and copy it by hand.'
const LISTING = { ...(listingJson as unknown as Listing), tourName: TOUR } as Listing

const EVENTS: ModelEvent[] = [
  { type: 'copy', text: LINK },
  { type: 'xstate.done.actor.copyText', output: undefined },
  { type: 'xstate.error.actor.copyText', error: new DOMException('Write permission denied.', 'NotAllowedError') },
  { type: 'xstate.after.copyConfirmation.copyText.copied' },
  { type: 'xstate.after.copyConfirmation.copyText.failed' },
]
/** The clipboard answers only while it is written to; each confirmation's timer runs only while it is shown. */
const offered = (s: Snapshot, e: ModelEvent) =>
  e.type === 'copy' ||
  (e.type.includes('actor.copyText') && s.matches('copying')) ||
  (e.type.endsWith('.copied') && s.matches('copied')) ||
  (e.type.endsWith('.failed') && s.matches('failed'))

const serializeState = (s: Snapshot) => JSON.stringify(s.value)

const model = new TestModel<Snapshot, ModelEvent, undefined>(copyTextMachine as never, {
  stateMatcher,
  serializeState,
  events: (s: Snapshot) => EVENTS.filter((e) => offered(s, e)),
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function mount() {
  const clipboard = deferred<void>()
  const copyText = copyTextMachine.provide({ actors: { copyText: clipboard.logic } })
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <NextSteps listing={LISTING} place={{ path: `/${TOUR}/dashboard`, search: {} }} />,
    }),
    history: createMemoryHistory({ initialEntries: [`/${TOUR}/dashboard`] }),
    context: { embedded: false, viewerMachines: { ...unprovidedViewerMachines, copyText } } as never,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  return clipboard
}

const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await vi.advanceTimersByTimeAsync(0)
  })
const copyButton = () => screen.getByRole('button', { name: /^(Copy|Copied ✓)$/ }) as HTMLButtonElement

/**
 * A copy again while a confirmation shows, and again after a failure: the new confirmation gets its own 5 s (a timer
 * left from the first would end it early: each click comes 1 s after the last change).
 */
const journey = model.getPathsFromEvents([
  EVENTS[0],
  EVENTS[1],
  EVENTS[0],
  EVENTS[2],
  EVENTS[0],
  EVENTS[1],
  EVENTS[3],
] as ModelEvent[])

describe('copy text: every transition and a journey, in the Next steps panel', () => {
  // A click can come in any state, also while the clipboard is still being written.
  const paths = [...everyTransition(model, serializeState, { alsoIgnored: (e) => e.type === 'copy' }), ...journey]
  recordPaths('copy-text', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
      const clipboard = await mount()
      // The test's own account: the clock, what is shown, when it goes (null: nothing to go), the writes asked.
      let now = 0
      let shown: 'nothing' | 'copied' | 'failed' = 'nothing'
      let goesAt: number | null = null
      let writes = 0
      const expectPanel = () => {
        expect(
          screen.getByRole('textbox', { name: 'Unbranded tour link, for MLS virtual-tour fields' }),
        ).toHaveProperty('value', LINK)
        expect(copyButton().textContent).toBe(shown === 'copied' ? 'Copied ✓' : 'Copy')
        expect(copyButton().disabled).toBe(false)
        expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toEqual(shown === 'failed' ? [FAILED] : [])
        expect(clipboard.calls).toEqual(Array.from({ length: writes }, () => ({ text: LINK })))
      }
      const runTo = async (time: number) => {
        await act(() => vi.advanceTimersByTimeAsync(time - now))
        now = time
      }
      /** A confirmation's end: still there a moment before it is due, gone when it is. */
      const confirmationEnds = async () => {
        expect(goesAt).not.toBeNull()
        await runTo((goesAt as number) - 1)
        expectPanel()
        await runTo(goesAt as number)
        shown = 'nothing'
        goesAt = null
      }
      await path.test({
        states: {
          idle: expectPanel,
          copying: expectPanel,
          copied: expectPanel,
          failed: expectPanel,
        },
        events: asExecutors<ModelEvent>({
          copy: async () => {
            // A click a while after the last change: a new write, the confirmation (if any) gone until it answers.
            await runTo(now + 1000)
            await settle(() => fireEvent.click(copyButton()))
            writes++
            shown = 'nothing'
            goesAt = null
          },
          'xstate.done.actor.copyText': async () => {
            await settle(() => clipboard.resolve(undefined))
            shown = 'copied'
            goesAt = now + CONFIRMATION_MS
          },
          'xstate.error.actor.copyText': async ({ event }) => {
            await settle(() => clipboard.reject(event.error))
            shown = 'failed'
            goesAt = now + CONFIRMATION_MS
          },
          'xstate.after.copyConfirmation.copyText.copied': confirmationEnds,
          'xstate.after.copyConfirmation.copyText.failed': confirmationEnds,
        }),
      })
    })
  }
})
