// The photo editor, the dashboard's Manage Photos (SPEC §2 "Photo editing admin view", §4 Photo editing, §5). Drag
// to reorder and toggle each photo visible or hidden; every change is kept locally per tour so nothing is lost on a
// reload; Save (POST /listing/updatephotos) is offered only when the order or visibility differs from the server;
// Discard changes goes back to the server's photos. A saved local edit is used only when it fits the server's
// photos (same length, same codes).
import { type ActorRefFrom, assign, setup, spawnChild } from 'xstate'
import { editDiffers, movePhoto, type PhotoEdit, restoreEdit, togglePhoto } from '../../domain/photo-edits'
import type { Photo } from '../../schemas/Listing'
import type { ApiError } from '../../services/errors'
import { notProvided } from '../shared/fromEffect'

export interface PhotoEditorInput {
  readonly tourName: string
  /** The listing's photos as the server has them (hidden ones included: the editor needs the photos permission). */
  readonly photos: ReadonlyArray<Photo>
}

export interface PhotoEditorContext {
  readonly tourName: string
  /** The server's photos, by code, for the view to draw. */
  photos: ReadonlyArray<Photo>
  /** The server's order and visibility. */
  server: ReadonlyArray<PhotoEdit>
  /** The edited order and visibility. */
  draft: ReadonlyArray<PhotoEdit>
  error?: string
}

export type PhotoEditorEvent =
  | { type: 'photo.move'; from: number; to: number }
  | { type: 'photo.toggle'; code: string }
  | { type: 'discard' }
  | { type: 'save' }

export interface DraftRequest {
  readonly tourName: string
  readonly draft: ReadonlyArray<PhotoEdit>
}

const editOf = (photos: ReadonlyArray<Photo>): PhotoEdit[] => photos.map((p) => ({ code: p.code, hidden: p.hidden }))

const describeError = (error: unknown) => {
  const failure = error as Partial<ApiError> | undefined
  if (failure?._tag === 'Unreachable') return 'We could not reach the server. Your changes are kept; try again.'
  if (failure?._tag === 'FieldErrors') return Object.values(failure.fieldErrors ?? {})[0] ?? failure.message ?? ''
  return failure?.message || 'The photos could not be saved. Your changes are kept; try again.'
}

export const photoEditorMachine = setup({
  types: {
    context: {} as PhotoEditorContext,
    events: {} as PhotoEditorEvent,
    input: {} as PhotoEditorInput,
    tags: {} as 'dirty' | 'saving' | 'restoring',
  },
  actors: {
    loadDraft: notProvided<ReadonlyArray<PhotoEdit>, { tourName: string }>('loadDraft'),
    /** Keeps the edit locally; an empty draft forgets it. */
    keepDraft: notProvided<void, DraftRequest>('keepDraft'),
    savePhotos: notProvided<ReadonlyArray<Photo>, DraftRequest>('savePhotos'),
  },
  guards: {
    differs: ({ context }) => editDiffers(context.draft, context.server),
  },
  actions: {
    keep: spawnChild('keepDraft', {
      input: ({ context }) => ({
        tourName: context.tourName,
        draft: editDiffers(context.draft, context.server) ? context.draft : [],
      }),
    }),
  },
}).createMachine({
  id: 'photoEditor',
  context: ({ input }) => ({
    tourName: input.tourName,
    photos: input.photos,
    server: editOf(input.photos),
    draft: editOf(input.photos),
  }),
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['restoring'],
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        input: ({ context }) => ({ tourName: context.tourName }),
        onDone: {
          target: 'editing',
          actions: assign({ draft: ({ context, event }) => restoreEdit(event.output, context.server) }),
        },
        // Local storage unreadable: start from the server's photos.
        onError: 'editing',
      },
    },
    editing: {
      initial: 'deciding',
      on: {
        'photo.move': {
          target: '.deciding',
          actions: [
            assign({ draft: ({ context, event }) => movePhoto(context.draft, event.from, event.to), error: undefined }),
            'keep',
          ],
        },
        'photo.toggle': {
          target: '.deciding',
          actions: [
            assign({ draft: ({ context, event }) => togglePhoto(context.draft, event.code), error: undefined }),
            'keep',
          ],
        },
      },
      states: {
        deciding: { always: [{ guard: 'differs', target: 'dirty' }, { target: 'clean' }] },
        clean: {},
        dirty: {
          tags: ['dirty'],
          on: {
            discard: {
              target: 'clean',
              actions: [assign({ draft: ({ context }) => context.server, error: undefined }), 'keep'],
            },
            // The last failure goes when the save is tried again: "Saving…" and an old error never show together.
            save: { target: 'saving', actions: assign({ error: undefined }) },
          },
        },
        saving: {
          tags: ['dirty', 'saving'],
          invoke: {
            id: 'savePhotos',
            src: 'savePhotos',
            input: ({ context }) => ({ tourName: context.tourName, draft: context.draft }),
            onDone: {
              target: 'clean',
              actions: [
                assign(({ event }) => ({
                  photos: event.output,
                  server: editOf(event.output),
                  draft: editOf(event.output),
                  error: undefined,
                })),
                'keep',
              ],
            },
            onError: { target: 'dirty', actions: assign({ error: ({ event }) => describeError(event.error) }) },
          },
          // While the request runs the photos stay as they are: what is saved is what is shown.
          on: { 'photo.move': {}, 'photo.toggle': {} },
        },
      },
    },
  },
})

export type PhotoEditorActorRef = ActorRefFrom<typeof photoEditorMachine>
