// Real effects of the photo editor: the locally kept edit (per tour) and the save call.
import { Effect } from 'effect'
import type { PhotoEdit } from '../../domain/photo-edits'
import { updatePhotos } from '../../schemas/api/listing'
import { photoEditState } from '../../schemas/local-store'
import { callApi } from '../../services/HttpClient'
import { LocalStore } from '../../services/LocalStore'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'
import type { DraftRequest } from './photo-editor.machine'

export const photoEditorActors = (runtime: AppRuntime) => ({
  loadDraft: fromEffect(runtime, ({ tourName }: { tourName: string }) =>
    LocalStore.use((store) => store.get(photoEditState(tourName))),
  ),
  keepDraft: fromEffect(runtime, ({ tourName, draft }: DraftRequest) =>
    LocalStore.use((store) =>
      draft.length === 0 ? store.remove(photoEditState(tourName)) : store.set(photoEditState(tourName), draft),
    ),
  ),
  savePhotos: fromEffect(runtime, ({ tourName, draft }: DraftRequest) =>
    callApi(updatePhotos, { tourName, photos: draft as ReadonlyArray<PhotoEdit> }).pipe(
      Effect.map((answer) => answer.photos),
    ),
  ),
})
