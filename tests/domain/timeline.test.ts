// The timeline's rules (SPEC §4 Timeline): the active item, the item expanded at first, and each item's panel.
import { describe, expect, it } from 'vitest'
import {
  activeTimelineIndex,
  expandedTimelineIndex,
  seesAllFeedback,
  timelineKey,
  timelinePanel,
} from '../../src/domain/timeline'
import type { OrderEvent } from '../../src/schemas/OrderEvent'

type Flags = 'upcoming' | 'started' | 'ended'
const ev = (type: OrderEvent['type'], flags: Flags, orderId = 'o1'): OrderEvent => ({
  type,
  start: '2026-05-04T15:00:00.000Z',
  end: null,
  timeZone: 'America/Chicago',
  started: flags !== 'upcoming',
  ended: flags === 'ended',
  orderId,
  photographerName: 'Sam Ortiz',
  feedbacks: [],
})

const appointmentUpcoming = ev('appointment', 'upcoming', 'o2')
const appointmentStarted = ev('appointment', 'started', 'o2')
const appointmentEnded = ev('appointment', 'ended')
const deliveryPending = ev('delivery', 'upcoming')
const delivered = ev('delivered', 'ended')
const cancelled = ev('cancelled', 'ended', 'o3')

describe('active item: the first not ended, else the last ended', () => {
  it.each([
    ['nothing', [], -1],
    ['a shoot to come', [appointmentUpcoming, ev('delivery', 'upcoming', 'o2')], 0],
    ['done, delivery pending', [appointmentEnded, deliveryPending], 1],
    ['all ended: the last one', [appointmentEnded, delivered], 1],
    ['a cancelled one before a shoot in progress', [cancelled, appointmentStarted], 1],
    ['only a cancelled one', [cancelled], 0],
    ['delivered, then a new shoot booked', [appointmentEnded, delivered, appointmentUpcoming], 2],
  ] as const)('%s', (_name, events, index) => {
    expect(activeTimelineIndex(events)).toBe(index)
  })
})

describe('expanded item: the first unstarted appointment, else the latest started appointment or delivery', () => {
  it.each([
    ['nothing', [], -1],
    ['a shoot to come wins over a later delivery', [appointmentUpcoming, deliveryPending], 0],
    ['an older delivery does not beat a shoot to come', [appointmentEnded, delivered, appointmentUpcoming], 2],
    ['a shoot in progress', [appointmentStarted, ev('delivery', 'upcoming', 'o2')], 0],
    ['done, delivery pending: the shoot', [appointmentEnded, deliveryPending], 0],
    ['delivered: the delivery', [appointmentEnded, delivered], 1],
    ['a cancelled one is never chosen', [cancelled], -1],
    ['cancelled after a delivery: the delivery', [appointmentEnded, delivered, cancelled], 1],
  ] as const)('%s', (_name, events, index) => {
    expect(expandedTimelineIndex(events)).toBe(index)
  })
})

describe('panels', () => {
  const all = { hasPhotos: true, tourReady: true, hasFloorplan: true }
  it.each([
    ['delivered with everything', delivered, all, 'nextSteps'],
    ['delivered without a floor plan', delivered, { ...all, hasFloorplan: false }, 'none'],
    ['delivered, tour not ready', delivered, { ...all, tourReady: false }, 'none'],
    ['delivered without photos', delivered, { ...all, hasPhotos: false }, 'none'],
    ['an ended shoot: the survey', appointmentEnded, all, 'survey'],
    ['a shoot in progress: the guide', appointmentStarted, all, 'guide'],
    ['a shoot to come: the guide', appointmentUpcoming, all, 'guide'],
    ['cancelled', cancelled, all, 'none'],
    ['delivery to come', deliveryPending, all, 'none'],
  ] as const)('%s → %s', (_name, event, media, panel) => {
    expect(timelinePanel(event, media)).toBe(panel)
  })

  it('shows everyone’s feedback to global holders only', () => {
    expect(seesAllFeedback(['order', 'global'])).toBe(true)
    expect(seesAllFeedback(['order', 'photos', 'gallery'])).toBe(false)
  })

  it('keys items by order and type', () => {
    expect(timelineKey(delivered)).toBe('o1:delivered')
    expect(timelineKey(appointmentEnded)).not.toBe(timelineKey(deliveryPending))
  })
})
