// Real effect of a revision request: POST /listing/revision-request. Not retried: each try may send the team a mail.
import { requestRevision } from '../../schemas/api/listing'
import { callApi } from '../../services/HttpClient'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'

export const revisionRequestActors = (runtime: AppRuntime) => ({
  sendRequest: fromEffect(runtime, (request: { tourName: string; message: string }) =>
    callApi(requestRevision, request),
  ),
})
