// Model-based test of the photo editor: every transition (restoring a kept edit or not, moves, toggles, discard,
// save and its answer or failure) is replayed on a real actor with recording stub effects. The model only chooses the
// paths; each state is checked against SPEC §4 Photo editing kept by hand for two photos: the list drawn, Save and
// Discard offered exactly when the edit differs from the server, the error, and every edit kept locally and saved.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import type { PhotoEdit } from '../../src/domain/photo-edits'
import {
  type DraftRequest,
  type PhotoEditorEvent,
  type PhotoEditorInput,
  photoEditorMachine,
} from '../../src/machines/photo-editor/photo-editor.machine'
import type { Photo } from '../../src/schemas/Listing'
import { Unreachable } from '../../src/services/errors'
import { photo as photoJson } from '../schemas/fixtures/listing'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof photoEditorMachine>
type ModelEvent =
  | PhotoEditorEvent
  | { type: 'xstate.done.actor.loadDraft'; output: ReadonlyArray<PhotoEdit> }
  | { type: 'xstate.error.actor.loadDraft'; error: unknown }
  | { type: 'xstate.done.actor.savePhotos'; output: ReadonlyArray<Photo> }
  | { type: 'xstate.error.actor.savePhotos'; error: unknown }

const photo = (code: string, hidden = false): Photo => ({ ...(photoJson as unknown as Photo), code, hidden })
const input: PhotoEditorInput = { tourName: '12-elm-st', photos: [photo('a'), photo('b')] }
const swapped = [photo('b'), photo('a')]
const SPEC_UNREACHABLE = 'We could not reach the server. Your changes are kept; try again.'

/** A kept edit that fits the server's photos (same codes), and one that no longer does (a photo gone). */
const keptSwap: PhotoEdit[] = [
  { code: 'b', hidden: false },
  { code: 'a', hidden: false },
]
const keptStale: PhotoEdit[] = [
  { code: 'a', hidden: true },
  { code: 'z', hidden: false },
]

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadDraft', output: [] },
  { type: 'xstate.done.actor.loadDraft', output: keptSwap },
  { type: 'xstate.done.actor.loadDraft', output: keptStale },
  { type: 'xstate.error.actor.loadDraft', error: new Error('storage blocked') },
  { type: 'photo.move', from: 0, to: 1 },
  { type: 'photo.toggle', code: 'a' },
  { type: 'discard' },
  { type: 'save' },
  { type: 'xstate.done.actor.savePhotos', output: swapped },
  { type: 'xstate.error.actor.savePhotos', error: new Unreachable({ message: 'offline' }) },
]

const edits = (list: ReadonlyArray<PhotoEdit>) => list.map((p) => `${p.code}${p.hidden ? '-' : ''}`).join(',')
const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, edits(s.context.server), edits(s.context.draft), s.context.error !== undefined])
const model = new TestModel<Snapshot, ModelEvent, PhotoEditorInput>(photoEditorMachine as never, {
  input,
  stateMatcher,
  events,
  serializeState,
})

function start() {
  const load = deferred<ReadonlyArray<PhotoEdit>>()
  const save = deferred<ReadonlyArray<Photo>>()
  const kept: DraftRequest[] = []
  const actor = createActor(
    photoEditorMachine.provide({
      actors: {
        loadDraft: load.logic,
        savePhotos: save.logic,
        keepDraft: fromPromise<void, DraftRequest>(async ({ input }) => {
          kept.push(input)
        }),
      },
    }),
    { input },
  ).start()
  return { actor, load, save, kept }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** SPEC §4 Photo editing kept by hand, for two photos: what the editor shows and every effect it should ask for. */
type Status = 'restoring' | 'clean' | 'dirty' | 'saving'
const TAGS: Record<Status, string[]> = {
  restoring: ['restoring'],
  clean: [],
  dirty: ['dirty'],
  saving: ['dirty', 'saving'],
}
const editOf = (photos: ReadonlyArray<Photo>) => photos.map((p) => ({ code: p.code, hidden: p.hidden }))

// Every transition, and every visitor action tried in every state, where it may be ignored (a move while saving,
// Save with nothing changed): an action the chart wrongly ignores would otherwise never be tried.
const paths = everyTransition(model, serializeState, { alsoIgnored: (event) => !event.type.startsWith('xstate.') })
recordPaths('photo-editor', paths, serializeState)

describe('photo editor, every transition', () => {
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      const ctx = () => snapshot().context
      const spec = {
        status: 'restoring' as Status,
        photos: input.photos,
        server: editOf(input.photos),
        draft: editOf(input.photos),
        error: undefined as string | undefined,
        kept: [] as DraftRequest[],
        saved: [] as DraftRequest[],
      }
      const differs = () => edits(spec.draft) !== edits(spec.server)
      const editing = () => spec.status === 'clean' || spec.status === 'dirty'
      /** Every change is kept locally; an edit back to the server's photos forgets it. */
      const edited = (draft: PhotoEdit[]) => {
        spec.draft = draft
        spec.error = undefined
        spec.status = differs() ? 'dirty' : 'clean'
        spec.kept.push({ tourName: input.tourName, draft: differs() ? draft : [] })
      }
      /** The oracle: the list the editor draws, its Save/Discard state, the error, and the effects asked for. */
      const showsAsSpec = () => {
        expect([...snapshot().tags].sort()).toEqual(TAGS[spec.status])
        expect(ctx().draft).toEqual(spec.draft)
        expect(ctx().photos).toEqual(spec.photos)
        expect(ctx().error).toBe(spec.error)
        expect(sut.load.calls).toEqual([{ tourName: input.tourName }])
        expect(sut.kept).toEqual(spec.kept)
        expect(sut.save.calls).toEqual(spec.saved)
      }
      const is = (status: Status) => () => {
        showsAsSpec()
        expect(spec.status).toBe(status)
      }
      await path.test({
        // The model's state only picks the check; each reads the actor and its stubs against the spec above.
        states: {
          restoring: is('restoring'),
          'editing.clean': is('clean'),
          'editing.dirty': is('dirty'),
          'editing.saving': is('saving'),
        },
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.loadDraft': async ({ event }) => {
            sut.load.resolve(event.output)
            // A kept edit is used only when it fits the server's photos: same number, same codes.
            spec.draft = event.output === keptSwap ? keptSwap : spec.server
            spec.status = differs() ? 'dirty' : 'clean'
            await settle()
          },
          'xstate.error.actor.loadDraft': async ({ event }) => {
            sut.load.reject(event.error)
            spec.status = 'clean'
            await settle()
          },
          'xstate.done.actor.savePhotos': async ({ event }) => {
            sut.save.resolve(event.output)
            spec.photos = event.output
            spec.server = editOf(event.output)
            edited(editOf(event.output))
            await settle()
          },
          'xstate.error.actor.savePhotos': async ({ event }) => {
            sut.save.reject(event.error)
            spec.status = 'dirty'
            spec.error = SPEC_UNREACHABLE
            await settle()
          },
          'photo.move': ({ event }) => {
            // Two photos: a move from 0 to 1 swaps them. While saving, what is saved is what is shown.
            if (editing()) edited([spec.draft[1], spec.draft[0]] as PhotoEdit[])
            sut.actor.send(event)
          },
          'photo.toggle': ({ event }) => {
            if (editing())
              edited(spec.draft.map((p) => (p.code === event.code ? { code: p.code, hidden: !p.hidden } : p)))
            sut.actor.send(event)
          },
          discard: ({ event }) => {
            if (spec.status === 'dirty') edited(spec.server)
            sut.actor.send(event)
          },
          save: ({ event }) => {
            if (spec.status === 'dirty') {
              spec.status = 'saving'
              // Trying again takes the last failure away.
              spec.error = undefined
              spec.saved.push({ tourName: input.tourName, draft: spec.draft })
            }
            sut.actor.send(event)
          },
        }),
      })
    })
  }
})
