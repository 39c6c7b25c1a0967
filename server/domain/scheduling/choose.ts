// Who comes to a chosen start (SCHEDULING.md "Choosing the photographer") and the slot notes that explain it
// (SPEC §8). The customer's pick is kept when free; otherwise the cheapest, closest, least busy one is assigned.
import { type Currency, formatMoney } from '../../../src/domain/money'
import { type LatLng, travelMinutes } from '../appointment-time'
import { appointmentsOfDay, checkStart, previousAppointment, zoneFor } from './availability'
import { plainDateAt } from './calendar'
import { type Choice, DEFAULT_SCHEDULING, type SchedulingPhotographer, type SchedulingSettings } from './types'

export interface ChoiceInput {
  readonly photographers: ReadonlyArray<SchedulingPhotographer>
  readonly location: LatLng
  readonly durationMinutes: number
  readonly start: Date
  /** The customer's pick; null for "any photographer". */
  readonly selectedPhotographerId: string | null
  readonly settings?: SchedulingSettings
  readonly currency?: Currency
  /** Rescheduling: the order's own appointment does not block it. */
  readonly excludeOrderId?: string
}

interface Candidate {
  readonly p: SchedulingPhotographer
  readonly zoneId: string
  readonly cost: number
  /** Minutes from the previous appointment that day, or from home when there is none. */
  readonly travel: number
  readonly appointments: number
}

/** Lowest travel cost, then least travel time, then fewest appointments that day, then id. */
const byPreference = (a: Candidate, b: Candidate) =>
  a.cost - b.cost ||
  a.travel - b.travel ||
  a.appointments - b.appointments ||
  (a.p.id < b.p.id ? -1 : a.p.id > b.p.id ? 1 : 0)

export function choosePhotographer(input: ChoiceInput): Choice {
  const settings = input.settings ?? DEFAULT_SCHEDULING
  const order = {
    location: input.location,
    durationMinutes: input.durationMinutes,
    ...(input.excludeOrderId === undefined ? {} : { excludeOrderId: input.excludeOrderId }),
  }
  const checks = input.photographers.map((p) => ({ p, check: checkStart(p, order, input.start, settings) }))
  if (checks.every(({ check }) => check.zone === null)) return { kind: 'noZone' }

  const free: Candidate[] = checks.flatMap(({ p, check }) => {
    if (check.reason !== null || check.zone === null) return []
    const from = previousAppointment(p, input.start, input.excludeOrderId)?.location ?? p.home
    return [
      {
        p,
        zoneId: check.zone.id,
        cost: check.zone.travelCostCents,
        travel: travelMinutes(from, input.location, settings.travel),
        appointments: appointmentsOfDay(p, input.start, input.excludeOrderId).length,
      },
    ]
  })
  if (free.length === 0) return { kind: 'unavailable' }

  const selected = input.selectedPhotographerId
  const kept = free.find((c) => c.p.id === selected)
  const chosen = kept ?? [...free].sort(byPreference)[0]!
  const money = (cents: number) => formatMoney(cents, { currency: input.currency ?? 'USD' })
  const notes: string[] = []
  let feeExplained = false
  if (selected !== null && !kept) {
    notes.push(
      `The selected photographer is not available at this time, so the best alternative, ${chosen.p.name}, has been assigned.`,
    )
    // The fee the customer saw was the selected photographer's zone for this address (served that day or not).
    const was = input.photographers.find((p) => p.id === selected)
    const wasZone = was ? zoneFor(was, input.location, plainDateAt(input.start, was.timeZone).dayOfWeek).zone : null
    const diff = wasZone ? chosen.cost - wasZone.travelCostCents : 0
    if (diff > 0) notes.push(`The travel fee increases by ${money(diff)}.`)
    if (diff < 0) notes.push(`The travel fee decreases by ${money(-diff)}.`)
    feeExplained = diff !== 0
  }
  if (chosen.cost > 0 && !feeExplained) {
    notes.push(`This address is outside the normal service radius, so a travel fee of ${money(chosen.cost)} applies.`)
  }
  return { kind: 'assigned', photographerId: chosen.p.id, zoneId: chosen.zoneId, travelCostCents: chosen.cost, notes }
}

/** SPEC §8 'Scheduling unavailable'; the product's brand stands in for {product}. */
export const schedulingUnavailableMessage = (brandName: string, address: string) =>
  `Oops, our bad! ${brandName}-time scheduling is not available for ${address}.`
