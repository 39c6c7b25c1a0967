// Real effect of the preparation guide: POST /listing/appointment-guide answers the PDF, which is saved at once.
import { Effect } from 'effect'
import { downloadAppointmentGuide } from '../../schemas/api/listing'
import { callApi } from '../../services/HttpClient'
import type { AppRuntime } from '../../services/runtime'
import { saveFile } from '../../services/saveFile'
import { fromEffect } from '../shared/fromEffect'

export const preparationGuideActors = (runtime: AppRuntime) => ({
  downloadGuide: fromEffect(runtime, (request: { orderId: string }) =>
    callApi(downloadAppointmentGuide, request).pipe(
      Effect.flatMap((pdf) => saveFile(pdf, 'preparation-guide.pdf')),
      Effect.map(() => new Date().toISOString()),
    ),
  ),
})
