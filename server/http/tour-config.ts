// GET /tour/{tourName}?v={configVersion}[&includeHidden=true] (SPEC §7 Listing): the tour config, for whoever may
// see the listing, cached for ever under its version. Rules: docs/server-behaviour.md, Tour config.
import { Schema } from 'effect'
import { Hono } from 'hono'
import { getTourConfig } from '../../src/schemas/api/tour'
import { TourConfig } from '../../src/schemas/TourConfig'
import { seesHiddenScenes } from '../domain/listing-visibility'
import { shownPartsOf } from '../listings/listing'
import { VersionedCache } from '../listings/lookup-cache'
import { cachedTourConfig } from '../listings/tour-config'
import type { AppDeps, AppEnv } from './context'
import { notFound } from './errors'
import { visibleListing } from './listing-for-caller'
import { decodeFields } from './request-body'

const encode = Schema.encodeSync(TourConfig)

export const TOUR_NOT_AVAILABLE = 'This listing has no tour to show yet.'

export function tourConfigRoutes(deps: AppDeps) {
  // The answer's JSON per media set, config version and hidden scenes (see cachedTourConfig).
  const bodies = new VersionedCache<{ readonly json: string | undefined }>(500, 60 * 60 * 1000)
  return new Hono<AppEnv>().get('/tour/:tourName', async (c) => {
    const request = decodeFields(getTourConfig.request, { ...c.req.query(), tourName: c.req.param('tourName') })
    const { row, permissions } = await visibleListing(c, deps, request.tourName)
    // includeHidden is the debug mode's request; only `global` holders get it, for everyone else it is ignored
    // (still never stored in a cache, so a shared cache never hands a visitor's answer to an admin or back).
    const inspecting = request.includeHidden === true && seesHiddenScenes(permissions)
    if (!shownPartsOf(row, { permissions, debugMode: inspecting }).tour) throw notFound(TOUR_NOT_AVAILABLE)
    if (request.v !== row.tour_config_version) {
      // A new version is a new URL: send the caller there rather than cache an old URL with new content.
      const query = new URLSearchParams({ v: String(row.tour_config_version) })
      if (request.includeHidden) query.set('includeHidden', 'true')
      c.header('Cache-Control', 'no-store')
      return c.redirect(`${c.req.path}?${query}`, 302)
    }
    const { json } = await bodies.getOrLoad(
      `${row.media_set_id}|${inspecting}`,
      String(row.tour_config_version),
      async () => {
        const config = await cachedTourConfig(deps.db.kysely, row, inspecting)
        return { json: config && JSON.stringify(encode(config)) }
      },
    )
    if (json === undefined) throw notFound(TOUR_NOT_AVAILABLE)
    const open = !row.is_offline && row.passcode_hash === null
    c.header(
      'Cache-Control',
      request.includeHidden ? 'private, no-store' : `${open ? 'public' : 'private'}, max-age=31536000, immutable`,
    )
    c.header('Content-Type', 'application/json')
    return c.body(json)
  })
}
