// What a route shows when it fails: a chunk that could not be loaded first reloads the page once (a deploy may have
// replaced it, src/domain/chunk-reload.ts); any other failure, or the same one right after the reload, shows the
// 500 page.
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { isChunkLoadError } from '../../domain/chunk-reload'
import { reloadAfterChunkFailure } from '../chunk-reload'
import { ErrorPage } from './ErrorPage'

export function RouteError({ error }: ErrorComponentProps) {
  const chunkFailed = isChunkLoadError(error)
  // Until the reload starts, nothing: the page is about to be replaced.
  const [showError, setShowError] = useState(!chunkFailed)
  useEffect(() => {
    if (chunkFailed && !reloadAfterChunkFailure()) setShowError(true)
  }, [chunkFailed])
  return showError ? <ErrorPage /> : null
}
