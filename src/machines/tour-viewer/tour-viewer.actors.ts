// Real effects of the tour-viewer chart: GET /tour/{tourName}?v= through the API client (decoded by its schema),
// and the three.js engine's chunk, a dynamic import so Vite splits it off every other page.
import { Effect } from 'effect'
import { getTourConfig } from '../../schemas/api/tour'
import { callApi } from '../../services/HttpClient'
import { lazyModule } from '../../services/lazy-module'
import { withRetries } from '../../services/retry'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'
import type { LoadedTour, LoadTourInput } from './tour-viewer.machine'

/** The three.js engine: loaded by the chart's actor, started by the tour's view once the chart is ready. */
export const tourEngineCode = lazyModule(() => import('../../ui/three'))
export type TourEngineCode = Pick<typeof tourEngineCode, 'loaded'>

export const tourViewerActors = (runtime: AppRuntime) => ({
  loadTour: fromEffect(runtime, (input: LoadTourInput) =>
    Effect.all(
      [
        callApi(getTourConfig, {
          tourName: input.tourName,
          v: input.version,
          ...(input.includeHidden ? { includeHidden: true as const } : {}),
        }).pipe(withRetries(2)),
        Effect.tryPromise(() => tourEngineCode.load()),
      ],
      { concurrency: 'unbounded' },
    ).pipe(Effect.map(([config]): LoadedTour => ({ config }))),
  ),
})
