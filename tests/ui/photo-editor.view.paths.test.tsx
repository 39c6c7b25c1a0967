// Model-based test of Manage Photos (SPEC §2 Photo editing admin view, §4 Photo editing, §5; issue 19): every
// transition of the photo-editor chart reachable through its view is replayed through the real ManagePhotos, its chart
// bound (through the router's viewer machines) to stub effects the path settles by hand: the kept edit read back
// (one that fits, one for an older photo set, none, unreadable storage), the save answered or failed. The person's
// acts are clicks on what the view shows: a photo's → button, dragging the second photo onto the first, a photo's
// Shown/Hidden toggle, Discard changes and Save; and every one of them is tried in every state, where the view may
// not offer it (a disabled button, a drop while saving). Each state is checked in the DOM against the test's own
// account of two photos: the photos in their order with their Shown/Hidden toggles and arrows, the count line, which
// of Save and Discard are offered, 'Saving…', the busy grid, the error in our words, and every edit kept locally,
// every save asked for.
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import type { PhotoEdit } from '../../src/domain/photo-edits'
import {
  type DraftRequest,
  type PhotoEditorEvent,
  photoEditorMachine,
} from '../../src/machines/photo-editor/photo-editor.machine'
import type { Listing, Photo } from '../../src/schemas/Listing'
import { FieldErrors, Unreachable } from '../../src/services/errors'
import { ManagePhotos } from '../../src/ui/features/listing-viewer/sections/dashboard/ManagePhotos'
import { unprovidedViewerMachines } from '../../src/ui/features/listing-viewer/viewer-machines'
import { photo as photoJson } from '../schemas/fixtures/listing'
import { asExecutors, everyTransition, stateMatcher } from '../support/chart-paths'
import { settle } from '../support/held-calls'
import { recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof photoEditorMachine>
type ModelEvent =
  | PhotoEditorEvent
  | { type: 'xstate.done.actor.loadDraft'; output: ReadonlyArray<PhotoEdit> }
  | { type: 'xstate.error.actor.loadDraft'; error: unknown }
  | { type: 'xstate.done.actor.savePhotos'; output: ReadonlyArray<Photo> }
  | { type: 'xstate.error.actor.savePhotos'; error: unknown }

const TOUR = '12-elm-st'
const photo = (code: string, caption: string, hidden = false): Photo => ({
  ...(photoJson as unknown as Photo),
  code,
  caption,
  hidden,
  url: `/media/listings/12-elm-st/photos/${code}.jpg`,
})
const PORCH = photo('a', 'Front porch')
const GARDEN = photo('b', 'Back garden')
const listing = { tourName: TOUR, photos: [PORCH, GARDEN] } as unknown as Listing
/** What the server answers a save with: the garden first, both shown. */
const SAVED = [photo('b', 'Back garden'), photo('a', 'Front porch')]

/** A kept edit that fits the server's photos (same codes), and one from an older photo set (a photo gone). */
const keptSwap: PhotoEdit[] = [
  { code: 'b', hidden: false },
  { code: 'a', hidden: false },
]
const keptStale: PhotoEdit[] = [
  { code: 'a', hidden: true },
  { code: 'z', hidden: false },
]
const offline = new Unreachable({ message: 'offline' })
const refused = new FieldErrors({ fieldErrors: { photos: 'Photo z is not in this listing.' } })
/** SPEC §8 and the editor's words, worked out by hand. */
const MESSAGES = new Map<unknown, string>([
  [offline, 'We could not reach the server. Your changes are kept; try again.'],
  [refused, 'Photo z is not in this listing.'],
])

/** The model's events, each with the name its step has in a test's title. */
const NAMED: Array<[string, ModelEvent]> = [
  ['nothing kept', { type: 'xstate.done.actor.loadDraft', output: [] }],
  ['a kept edit', { type: 'xstate.done.actor.loadDraft', output: keptSwap }],
  ['an older edit', { type: 'xstate.done.actor.loadDraft', output: keptStale }],
  ['storage blocked', { type: 'xstate.error.actor.loadDraft', error: new Error('storage blocked') }],
  // The first photo's → button; the second photo dragged onto the first.
  ['→', { type: 'photo.move', from: 0, to: 1 }],
  ['drag', { type: 'photo.move', from: 1, to: 0 }],
  ['toggle', { type: 'photo.toggle', code: 'a' }],
  ['Discard changes', { type: 'discard' }],
  ['Save', { type: 'save' }],
  ['saved', { type: 'xstate.done.actor.savePhotos', output: SAVED }],
  ['offline', { type: 'xstate.error.actor.savePhotos', error: offline }],
  ['refused', { type: 'xstate.error.actor.savePhotos', error: refused }],
]
const events = NAMED.map(([, e]) => e)
const stepName = new Map(NAMED.map(([name, e]) => [e as unknown, name]))
const title = (p: { steps: ReadonlyArray<{ event: unknown }> }) =>
  p.steps
    .map((step) => stepName.get(step.event))
    .filter(Boolean)
    .join(' → ') || 'start'

const edits = (list: ReadonlyArray<PhotoEdit>) => list.map((p) => `${p.code}${p.hidden ? '-' : ''}`).join(',')
/**
 * A state is the chart's state and whether an error is shown: the order and visibility themselves are the machine-level
 * test's (tests/machines/photo-editor.paths.test.ts); here each act is tried once in each state the view can be in.
 */
const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.error !== undefined])
const model = new TestModel<Snapshot, ModelEvent, unknown>(photoEditorMachine as never, {
  input: { tourName: TOUR, photos: listing.photos },
  stateMatcher,
  serializeState,
  events: ((s: Snapshot) =>
    events.filter((e) =>
      e.type.endsWith('loadDraft')
        ? s.matches('restoring')
        : e.type.endsWith('savePhotos')
          ? s.matches({ editing: 'saving' })
          : true,
    )) as never,
})

class FakeResizeObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
}
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  // jsdom has no layout: the grid is 800 px wide, so both photos (3:2) share one 200 px row.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function mount() {
  const load = deferred<ReadonlyArray<PhotoEdit>>()
  const save = deferred<ReadonlyArray<Photo>>()
  const kept: DraftRequest[] = []
  const photoEditor = photoEditorMachine.provide({
    actors: {
      loadDraft: load.logic,
      savePhotos: save.logic,
      keepDraft: fromPromise<void, DraftRequest>(async ({ input }) => void kept.push(input)),
    },
  })
  await renderInRouter(() => <ManagePhotos listing={listing} />, `/${TOUR}/dashboard/photos`, {
    viewerMachines: { ...unprovidedViewerMachines, photoEditor },
  })
  return { load, save, kept }
}

/** A drag of one tile onto another, with the data the browser carries between them. */
function drag(from: HTMLElement, onto: HTMLElement) {
  const data = new Map<string, string>()
  const dataTransfer = {
    effectAllowed: 'none',
    setData: (k: string, v: string) => void data.set(k, v),
    getData: (k: string) => data.get(k) ?? '',
  }
  fireEvent.dragStart(from, { dataTransfer })
  fireEvent.dragOver(onto, { dataTransfer })
  fireEvent.drop(onto, { dataTransfer })
  fireEvent.dragEnd(from, { dataTransfer })
}

const CAPTION: Record<string, string> = { a: 'Front porch', b: 'Back garden' }
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('photo editor: every transition, in the view', () => {
  // Every act of the person tried in every state, where it may change nothing: one the chart wrongly ignores (or a
  // control the view wrongly leaves enabled) would otherwise never be tried.
  const paths = everyTransition(model, serializeState, { alsoIgnored: (e) => !e.type.startsWith('xstate.') })
  recordPaths('photo-editor: in the view', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${serializeState(path.state)} by ${title(path)}`, async () => {
      const sut = await mount()
      // The test's own account of the editor.
      let server: PhotoEdit[] = [
        { code: 'a', hidden: false },
        { code: 'b', hidden: false },
      ]
      let shown = server
      let status: 'restoring' | 'editing' | 'saving' = 'restoring'
      let error: string | null = null
      const kept: DraftRequest[] = []
      const saved: DraftRequest[] = []
      const dirty = () => edits(shown) !== edits(server)
      /** Every change is kept locally; one back to the server's photos forgets the kept edit. */
      const edit = (next: PhotoEdit[]) => {
        if (status !== 'editing') return
        shown = next
        error = null
        kept.push({ tourName: TOUR, draft: dirty() ? next : [] })
      }
      const tiles = () => screen.getAllByRole('listitem')
      const looksRight = () => {
        // The photos in order, each with its toggle and its arrows (none past either end, none while saving).
        expect(tiles().map((t) => within(t).getByRole('img').getAttribute('alt'))).toEqual(
          shown.map((p) => CAPTION[p.code]),
        )
        shown.forEach((p, i) => {
          const name = CAPTION[p.code] as string
          const toggle = button(`${name}: ${p.hidden ? 'hidden' : 'shown'}`)
          expect(toggle.textContent).toBe(p.hidden ? 'Hidden' : 'Shown')
          expect(toggle.getAttribute('aria-pressed')).toBe(String(!p.hidden))
          expect(toggle.disabled).toBe(status === 'saving')
          expect(button(`Move ${name} earlier`).disabled).toBe(status === 'saving' || i === 0)
          expect(button(`Move ${name} later`).disabled).toBe(status === 'saving' || i === 1)
          expect(tiles()[i]?.getAttribute('draggable')).toBe(String(status !== 'saving'))
        })
        const hidden = shown.filter((p) => p.hidden).length
        expect(screen.getByText(/ shown · /).textContent).toBe(
          `${2 - hidden} shown · ${hidden} hidden${dirty() ? ' · unsaved changes' : ''}`,
        )
        const offered = status === 'editing' && dirty()
        expect(button('Discard changes').disabled).toBe(!offered)
        expect(button(status === 'saving' ? 'Saving…' : 'Save').disabled).toBe(!offered)
        expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error)
        expect(screen.getByRole('list').parentElement?.getAttribute('aria-busy')).toBe(String(status !== 'editing'))
        expect(sut.load.calls).toEqual([{ tourName: TOUR }])
        expect(sut.kept).toEqual(kept)
        expect(sut.save.calls).toEqual(saved)
      }
      await path.test({
        states: {
          restoring: () => {
            expect(status).toBe('restoring')
            looksRight()
          },
          'editing.clean': () => {
            expect([status, dirty()]).toEqual(['editing', false])
            looksRight()
          },
          'editing.dirty': () => {
            expect([status, dirty()]).toEqual(['editing', true])
            looksRight()
          },
          'editing.saving': () => {
            expect(status).toBe('saving')
            looksRight()
          },
        },
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.loadDraft': async ({ event }) => {
            // A kept edit is used only when it fits the server's photos: same number, same codes.
            if (event.output === keptSwap) shown = keptSwap
            status = 'editing'
            await settle(() => sut.load.resolve(event.output))
          },
          'xstate.error.actor.loadDraft': async ({ event }) => {
            status = 'editing'
            await settle(() => sut.load.reject(event.error))
          },
          'photo.move': ({ event }) => {
            // Two photos: either move swaps them.
            edit([shown[1], shown[0]] as PhotoEdit[])
            const [first, second] = tiles() as [HTMLElement, HTMLElement]
            if (event.from === 0) fireEvent.click(within(first).getByRole('button', { name: / later$/ }))
            else drag(second, first)
          },
          'photo.toggle': () => {
            const toggle = button(/^Front porch: /)
            edit(shown.map((p) => (p.code === 'a' ? { code: 'a', hidden: !p.hidden } : p)))
            fireEvent.click(toggle)
          },
          discard: () => {
            if (dirty()) edit(server)
            fireEvent.click(button('Discard changes'))
          },
          save: () => {
            if (status === 'editing' && dirty()) {
              status = 'saving'
              // Trying again takes the last failure away.
              error = null
              saved.push({ tourName: TOUR, draft: shown })
            }
            fireEvent.click(button(/^(Save|Saving…)$/))
          },
          'xstate.done.actor.savePhotos': async () => {
            status = 'editing'
            server = [
              { code: 'b', hidden: false },
              { code: 'a', hidden: false },
            ]
            edit(server)
            await settle(() => sut.save.resolve(SAVED))
          },
          'xstate.error.actor.savePhotos': async ({ event }) => {
            status = 'editing'
            error = MESSAGES.get(event.error) ?? 'unknown error'
            await settle(() => sut.save.reject(event.error))
          },
        }),
      })
    })
  }
})
