// The dashboard's status tab (SPEC §4 Timeline): the listing's order events as a vertical list, the active one
// marked, one expanded (the timeline chart) with its panel: Next steps once delivered, the survey after the visit,
// the preparation guide before it; and the reschedule and cancel links (OrdersTab.tsx shows each order). The links open the change flow's modal (modal=reschedule_{orderId} / cancel_{orderId}); the server
// decides again whether the change is allowed.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { type ChangeLink, changeLinksFor } from '../../../../../domain/change-links'
import { formatModalParam } from '../../../../../domain/modal-param'
import { type DeliveredMedia, seesAllFeedback, timelineKey, timelinePanel } from '../../../../../domain/timeline'
import { timelineMachine } from '../../../../../machines/timeline/timeline.machine'
import type { Listing } from '../../../../../schemas/Listing'
import type { OrderEvent } from '../../../../../schemas/OrderEvent'
import { SiteLink } from '../../../../components/site-link/SiteLink'
import { useChartActor } from '../../../../use-chart-actor'
import styles from '../Sections.module.css'
import { GuidePanel } from './timeline/GuidePanel'
import { NextSteps } from './timeline/NextSteps'
import { SurveyPanel } from './timeline/SurveyPanel'
import timelineStyles from './timeline/Timeline.module.css'

/** Where a change link goes: this page, with the address's other parameters kept. */
export interface ChangeLinkPlace {
  readonly path: string
  readonly search: Record<string, unknown>
}

export function ChangeLinks({
  event,
  links,
  place,
}: {
  event: OrderEvent
  links: ReadonlyArray<ChangeLink>
  place: ChangeLinkPlace
}) {
  if (links.length === 0) return null
  return (
    <span className={styles.stepLinks}>
      {links.map((kind) => (
        <SiteLink
          key={kind}
          to={place.path}
          search={{ ...place.search, modal: formatModalParam({ kind, orderId: event.orderId }) } as never}
          resetScroll={false}
          className={styles.stepLink}
        >
          {kind === 'reschedule' ? 'Reschedule' : 'Cancel'}
        </SiteLink>
      ))}
    </span>
  )
}

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))

function describeEvent(event: OrderEvent): { title: string; detail: string } {
  const at = when(event.start, event.timeZone)
  switch (event.type) {
    case 'appointment':
      return {
        title: event.ended ? 'Shoot done' : event.started ? 'Shoot in progress' : 'Shoot booked',
        detail: `${at}${event.photographerName ? ` with ${event.photographerName}` : ''}`,
      }
    case 'delivery':
      return { title: 'Delivery expected', detail: `By ${at}` }
    case 'delivered':
      return { title: 'Delivered', detail: at }
    case 'cancelled':
      return { title: 'Shoot cancelled', detail: at }
  }
}

export function StatusTab({ listing, place }: { listing: Listing; place: ChangeLinkPlace }) {
  const events = listing.status?.orderEvents ?? []
  if (events.length === 0) {
    return (
      <>
        <h3 className={styles.planTitle}>Status</h3>
        <p className={styles.note}>No orders for this listing yet.</p>
      </>
    )
  }
  return <Timeline listing={listing} events={events} place={place} />
}

function Timeline({
  listing,
  events,
  place,
}: {
  listing: Listing
  events: ReadonlyArray<OrderEvent>
  place: ChangeLinkPlace
}) {
  const actor = useChartActor(timelineMachine, { input: { events } })
  // A new read of the listing (after a change, a survey answer, a download) moves the active item.
  useEffect(() => actor.send({ type: 'events.changed', events }), [actor, events])
  const activeKey = useSelector(actor, (s) => s.context.activeKey)
  const expandedKey = useSelector(actor, (s) => s.context.expandedKey)
  const media = {
    hasPhotos: listing.photos.length > 0,
    tourReady: listing.tourReady,
    hasFloorplan: (listing.floorplan?.floors.length ?? 0) > 0,
  }
  return (
    <>
      <h3 className={styles.planTitle}>Status</h3>
      <ol className={styles.timeline}>
        {events.map((event) => {
          const key = timelineKey(event)
          const text = describeEvent(event)
          const active = key === activeKey
          const expanded = key === expandedKey
          const panelId = `timeline-panel-${key.replace(/[^A-Za-z0-9-]/g, '-')}`
          return (
            <li
              key={key}
              className={active ? `${styles.step} ${styles.activeStep}` : styles.step}
              aria-current={active ? 'step' : undefined}
            >
              <button
                type="button"
                className={timelineStyles.itemButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => actor.send({ type: 'item.toggle', key })}
              >
                <span className={styles.stepTitle}>{text.title}</span>
                <span className={styles.stepDetail}>{text.detail}</span>
              </button>
              <ChangeLinks event={event} links={changeLinksFor(event, events, listing.permissions)} place={place} />
              {expanded ? (
                <div id={panelId} className={timelineStyles.expanded}>
                  <TimelineItemPanel listing={listing} event={event} media={media} place={place} />
                </div>
              ) : null}
            </li>
          )
        })}
      </ol>
    </>
  )
}

function TimelineItemPanel({
  listing,
  event,
  media,
  place,
}: {
  listing: Listing
  event: OrderEvent
  media: DeliveredMedia
  place: ChangeLinkPlace
}) {
  switch (timelinePanel(event, media)) {
    case 'nextSteps':
      return <NextSteps listing={listing} place={place} />
    case 'survey':
      return <SurveyPanel event={event} seesAll={seesAllFeedback(listing.permissions)} />
    case 'guide':
      return <GuidePanel event={event} />
    case 'none':
      return <p className={timelineStyles.muted}>{quietLine(event)}</p>
  }
}

/** What an expanded item without a panel says. */
function quietLine(event: OrderEvent): string {
  switch (event.type) {
    case 'cancelled':
      return 'This shoot was cancelled. Reschedule it to book a new time.'
    case 'delivery':
      return 'We will e-mail you as soon as the photos, tour and floor plan are ready.'
    case 'delivered':
      return 'Everything ordered has been delivered. The Next steps appear once photos, the tour and the floor plan are all here.'
    case 'appointment':
      return ''
  }
}
