// Checks shared by the app routes: the path must be one SPEC §2 knows (src/domain/app-path.ts), or the route renders
// the 404 page, as the server answers 404 for it.
import { notFound } from '@tanstack/react-router'
import type { AppController } from '../domain/app-path'
import { classifyPagePath } from '../domain/app-path'
import { CONTROLLER_TITLES, documentTitle } from '../domain/navigation'
import { BRAND } from './pages/marketing/head'

export function requireKnownPath(pathname: string) {
  const path = classifyPagePath(pathname)
  if (path.kind === 'notFound') throw notFound()
  return path
}

export const controllerHead = (controller: AppController) => () => ({
  meta: [{ title: documentTitle(CONTROLLER_TITLES[controller], BRAND) }],
})
