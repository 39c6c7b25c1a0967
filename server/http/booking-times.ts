// POST /booking/getappointmenttimes (SPEC §7 Order flow; SCHEDULING.md): one local day of start times for every
// photographer serving the address. Order admins also get the busy times and why (unavailable blocks), so they can
// force a time; everyone else gets only the times they can book.
import { type Context, Hono } from 'hono'
import { getAppointmentTimes } from '../../src/schemas/api/order'
import type { AppointmentTimesResponse } from '../../src/schemas/TimeSlot'
import { findDraft, type StoredDraft } from '../booking/drafts'
import { callerOf, loadFacts } from '../booking/facts'
import { appointmentDuration, orderLocation, orderTimeZone, servingPhotographers } from '../booking/order-state'
import { loadPhotographers } from '../booking/world'
import { DEFAULT_SCHEDULING, searchDay, searchRange } from '../domain/scheduling'
import { findOrderForChange, scheduleOfOrder, storedDraftOf } from '../orders/order-for-change'
import type { AppDeps, AppEnv } from './context'
import { ApiError, invalidFields } from './errors'
import { readJson } from './request-body'

export const ADDRESS_FIRST = 'Enter the address of the shoot first.'
/** Without products the length is unknown; an hour is what most single-product shoots take. */
const FALLBACK_MINUTES = 60

export function appointmentTimesRoutes(deps: AppDeps) {
  const kysely = deps.db.kysely
  /**
   * A draft of this browser or user, or else a placed order the caller may change (the change flow's selection step
   * asks for times with the order's id); anything else is the draft's 404.
   */
  const draftOrPlacedOrder = async (c: Context<AppEnv>, id: string): Promise<StoredDraft> => {
    try {
      return await findDraft(kysely, c, id)
    } catch (error) {
      const found = await findOrderForChange(kysely, id, c.get('user'))
      if (!found || found.role === 'none') throw error
      return storedDraftOf(found.row, scheduleOfOrder(found.row))
    }
  }
  return new Hono<AppEnv>().post('/booking/getappointmenttimes', async (c) => {
    const request = await readJson(c, getAppointmentTimes.request)
    const stored = await draftOrPlacedOrder(c, request.orderId)
    const now = new Date()
    const facts = await loadFacts(kysely, deps.config, stored, c.get('user'), now)
    const location = orderLocation(stored.draft)
    if (!location) throw new ApiError(400, { message: ADDRESS_FIRST, statusError: ADDRESS_FIRST })
    const timeZone = orderTimeZone(facts)
    const day = { year: request.year, month: request.month + 1, day: request.day }
    let range: ReturnType<typeof searchRange>
    try {
      range = searchRange(day, timeZone, now, DEFAULT_SCHEDULING)
    } catch {
      throw invalidFields({ day: 'Invalid' })
    }
    const empty: AppointmentTimesResponse = { photographers: [] }
    if (!range) return c.json(empty)
    // The day's diaries, widened by a day each side for travel from and to neighbouring appointments.
    const widened = {
      from: new Date(range.start.getTime() - 86_400_000),
      to: new Date(range.end.getTime() + 86_400_000),
    }
    const serving = servingPhotographers(
      await loadPhotographers(kysely, widened, undefined, { now, orderId: stored.orderId }),
      location,
    )
    const search = searchDay({
      photographers: serving.map((p) =>
        stored.orderId ? { ...p, appointments: p.appointments.filter((a) => a.orderId !== stored.orderId) } : p,
      ),
      location,
      durationMinutes: appointmentDuration(stored.draft, facts.catalogue) || FALLBACK_MINUTES,
      timeZone,
      day,
      now,
    })
    const isAdmin = callerOf(c.get('user')).isAdmin
    const iso = (d: Date) => d.toISOString()
    const response: AppointmentTimesResponse = {
      photographers: search.photographers.map((p) => ({
        photographerId: p.photographerId,
        startTimes: p.startTimes
          .filter((t) => isAdmin || t.block === null)
          .map((t) => ({
            time: { utc: iso(t.utc), localTime: t.localTime },
            isAvailable: t.block === null,
            zoneId: t.zoneId,
            notAvailable: t.block,
          })),
        unavailableBlocks: isAdmin
          ? p.blocks.map((b) => ({
              type: b.type,
              description: b.description,
              startTime: iso(b.start),
              endTime: iso(b.end),
            }))
          : [],
        searchRange: { start: iso(range.start), end: iso(range.end) },
      })),
    }
    return c.json(response)
  })
}
