// Model-based test of the photo editor: every transition (restoring a kept edit or not, moves, toggles, discard,
// save and its answer or failure) is replayed on a real actor with stub effects, and each state reached is checked:
// saving is offered exactly when the edit differs from the server (SPEC §4 Photo editing), and the kept edit follows.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { editDiffers, type PhotoEdit } from '../../src/domain/photo-edits'
import {
  type DraftRequest,
  type PhotoEditorEvent,
  type PhotoEditorInput,
  photoEditorMachine,
} from '../../src/machines/photo-editor/photo-editor.machine'
import type { Photo } from '../../src/schemas/Listing'
import { Unreachable } from '../../src/services/errors'
import { photo as photoJson } from '../schemas/fixtures/listing'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof photoEditorMachine>
type ModelEvent =
  | PhotoEditorEvent
  | { type: 'xstate.done.actor.loadDraft'; output: ReadonlyArray<PhotoEdit> }
  | { type: 'xstate.done.actor.savePhotos'; output: ReadonlyArray<Photo> }
  | { type: 'xstate.error.actor.savePhotos'; error: unknown }

const photo = (code: string, hidden = false): Photo => ({ ...(photoJson as unknown as Photo), code, hidden })
const input: PhotoEditorInput = { tourName: '12-elm-st', photos: [photo('a'), photo('b')] }
const swapped = [photo('b'), photo('a')]

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadDraft', output: [] },
  {
    type: 'xstate.done.actor.loadDraft',
    output: [
      { code: 'b', hidden: false },
      { code: 'a', hidden: false },
    ],
  },
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

describe('photo editor, every transition', () => {
  for (const path of everyTransition(model, serializeState)) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      const ctx = () => snapshot().context
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          'editing.clean': () => {
            expect(editDiffers(ctx().draft, ctx().server)).toBe(false)
            expect(snapshot().hasTag('dirty')).toBe(false)
          },
          'editing.dirty': () => {
            expect(editDiffers(ctx().draft, ctx().server)).toBe(true)
            expect(snapshot().hasTag('dirty')).toBe(true)
          },
          'editing.saving': () => {
            expect(sut.save.calls.at(-1)).toEqual({ tourName: '12-elm-st', draft: ctx().draft })
          },
        }),
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.loadDraft': async ({ event }) => {
            sut.load.resolve(event.output)
            await settle()
          },
          'xstate.done.actor.savePhotos': async ({ event }) => {
            sut.save.resolve(event.output)
            await settle()
            expect(sut.kept.at(-1)?.draft).toEqual([])
          },
          'xstate.error.actor.savePhotos': async ({ event }) => {
            sut.save.reject(event.error)
            await settle()
            expect(ctx().error).toMatch(/could not reach/)
          },
          'photo.move': ({ event }) => {
            sut.actor.send(event)
          },
          'photo.toggle': ({ event }) => {
            sut.actor.send(event)
          },
          discard: ({ event }) => {
            sut.actor.send(event)
            expect(edits(ctx().draft)).toBe(edits(ctx().server))
          },
          save: ({ event }) => {
            sut.actor.send(event)
          },
        }),
      })
    })
  }
})
