import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PhotoEdit } from '../../src/domain/photo-edits'
import { type DraftRequest, photoEditorMachine } from '../../src/machines/photo-editor/photo-editor.machine'
import type { Photo } from '../../src/schemas/Listing'
import { FieldErrors, StatusError, Unreachable } from '../../src/services/errors'
import { photo as photoJson } from '../schemas/fixtures/listing'
import { deferred } from '../support/stub-actors'

const photo = (code: string, hidden = false): Photo => ({ ...(photoJson as unknown as Photo), code, hidden })
const photos = [photo('a'), photo('b'), photo('c', true)]
const codes = (list: ReadonlyArray<PhotoEdit>) => list.map((p) => `${p.code}${p.hidden ? '-' : ''}`).join(' ')

function start(saved: ReadonlyArray<PhotoEdit> = []) {
  const save = deferred<ReadonlyArray<Photo>>()
  const kept: DraftRequest[] = []
  const actor = createActor(
    photoEditorMachine.provide({
      actors: {
        loadDraft: fromPromise(async () => saved),
        keepDraft: fromPromise<void, DraftRequest>(async ({ input }) => {
          kept.push(input)
        }),
        savePhotos: save.logic,
      },
    }),
    { input: { tourName: '12-elm-st', photos } },
  ).start()
  return { actor, save, kept }
}

describe('photo editor chart (SPEC §4 Photo editing, §5)', () => {
  it('starts clean, becomes dirty on a change and clean again when it is undone', async () => {
    const { actor, kept } = start()
    await waitFor(actor, (s) => s.matches({ editing: 'clean' }))
    actor.send({ type: 'photo.toggle', code: 'b' })
    expect(actor.getSnapshot().hasTag('dirty')).toBe(true)
    expect(kept.at(-1)).toEqual({ tourName: '12-elm-st', draft: actor.getSnapshot().context.draft })
    actor.send({ type: 'photo.toggle', code: 'b' })
    expect(actor.getSnapshot().hasTag('dirty')).toBe(false)
    // Back to the server's photos: the local copy is forgotten.
    expect(kept.at(-1)).toEqual({ tourName: '12-elm-st', draft: [] })
  })

  it('restores a locally kept edit that fits, and ignores one that does not', async () => {
    const fits = start([
      { code: 'c', hidden: false },
      { code: 'a', hidden: false },
      { code: 'b', hidden: false },
    ])
    await waitFor(fits.actor, (s) => s.matches('editing'))
    expect(codes(fits.actor.getSnapshot().context.draft)).toBe('c a b')
    expect(fits.actor.getSnapshot().hasTag('dirty')).toBe(true)
    const stale = start([{ code: 'z', hidden: false }])
    await waitFor(stale.actor, (s) => s.matches('editing'))
    expect(codes(stale.actor.getSnapshot().context.draft)).toBe('a b c-')
  })

  it('discards back to the server', async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'photo.move', from: 0, to: 2 })
    expect(codes(actor.getSnapshot().context.draft)).toBe('b c- a')
    actor.send({ type: 'discard' })
    expect(codes(actor.getSnapshot().context.draft)).toBe('a b c-')
    expect(actor.getSnapshot().matches({ editing: 'clean' })).toBe(true)
  })

  it('saves, holds the photos while saving, and takes the server answer', async () => {
    const { actor, save, kept } = start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'photo.move', from: 2, to: 0 })
    actor.send({ type: 'save' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    expect(save.calls).toEqual([{ tourName: '12-elm-st', draft: actor.getSnapshot().context.draft }])
    actor.send({ type: 'photo.toggle', code: 'a' })
    expect(codes(actor.getSnapshot().context.draft)).toBe('c- a b')
    save.resolve([photo('c', true), photo('a'), photo('b')])
    await waitFor(actor, (s) => s.matches({ editing: 'clean' }))
    expect(codes(actor.getSnapshot().context.server)).toBe('c- a b')
    expect(kept.at(-1)?.draft).toEqual([])
  })

  it('keeps the edit and shows why when saving fails', async () => {
    const { actor, save } = start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'photo.toggle', code: 'a' })
    actor.send({ type: 'save' })
    save.reject(
      new FieldErrors({ fieldErrors: { photos: 'The photo list has changed. Reload the page and try again.' } }),
    )
    await waitFor(actor, (s) => s.matches({ editing: 'dirty' }))
    expect(actor.getSnapshot().context.error).toBe('The photo list has changed. Reload the page and try again.')
    expect(codes(actor.getSnapshot().context.draft)).toBe('a- b c-')
  })

  it.each([
    [
      'a form-level refusal, in its own words',
      new StatusError({ message: 'This listing is locked for edits.' }),
      'This listing is locked for edits.',
    ],
    [
      'a failure with no words',
      new StatusError({ message: '' }),
      'The photos could not be saved. Your changes are kept; try again.',
    ],
    [
      'something that is no error at all',
      undefined,
      'The photos could not be saved. Your changes are kept; try again.',
    ],
    [
      'the server out of reach',
      new Unreachable({ message: 'fetch failed' }),
      'We could not reach the server. Your changes are kept; try again.',
    ],
  ])('says why saving failed for %s, keeping the edit', async (_, error, words) => {
    const { actor, save } = start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'photo.toggle', code: 'b' })
    actor.send({ type: 'save' })
    save.reject(error)
    await waitFor(actor, (s) => s.matches({ editing: 'dirty' }))
    expect(actor.getSnapshot().context.error).toBe(words)
    expect(codes(actor.getSnapshot().context.draft)).toBe('a b- c-')
  })

  it('starts from the server’s photos when the locally kept edit cannot be read', async () => {
    const actor = createActor(
      photoEditorMachine.provide({
        actors: {
          loadDraft: fromPromise<ReadonlyArray<PhotoEdit>, { tourName: string }>(async () => {
            throw new Error('local storage is unreadable')
          }),
          keepDraft: fromPromise<void, DraftRequest>(async () => {}),
          savePhotos: deferred<ReadonlyArray<Photo>>().logic,
        },
      }),
      { input: { tourName: '12-elm-st', photos } },
    ).start()
    await waitFor(actor, (s) => !s.matches('restoring'))
    expect(actor.getSnapshot().matches({ editing: 'clean' })).toBe(true)
    expect(codes(actor.getSnapshot().context.draft)).toBe('a b c-')
  })
})
