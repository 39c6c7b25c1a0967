// Real effects of the update notice: the HEAD request through the app's HttpClient (the Last-Modified of the page
// itself, not an API call), and the page reload.
import { fromPromise } from 'xstate'
import { HttpClient } from '../../services/HttpClient'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'

export const updateNoticeActors = (runtime: AppRuntime, location: Pick<Location, 'reload'> = globalThis.location) => ({
  checkLastModified: fromEffect(runtime, ({ url }: { url: string }) => HttpClient.use((http) => http.head(url))),
  reloadPage: fromPromise<void, void>(async () => location.reload()),
})
