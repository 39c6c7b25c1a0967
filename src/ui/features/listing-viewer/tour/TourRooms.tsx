// The tour for keyboard and screen-reader visitors (issue 21, accessible tour mode): a Rooms list to walk anywhere
// in the house by room (grouped as the tour groups its scenes), and a polite announcement on every arrival of where
// one is, what the photos taken there show, and where one can walk next. The rules are in src/domain/tour-rooms.ts;
// whether the list is open is this view's own (an open popover).
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react'
import { arrivalText, roomDirectory, roomTarget, type ScenePhoto } from '../../../../domain/tour-rooms'
import type { Photo } from '../../../../schemas/Listing'
import type { AppSearch } from '../../../../schemas/search/app'
import type { TourConfig } from '../../../../schemas/TourConfig'
import { SiteLink } from '../../../components/site-link/SiteLink'
import { forAnotherSection } from '../../../search'
import type { RunningTour } from './start-tour'
import styles from './TourRooms.module.css'
import stageStyles from './TourStage.module.css'

export function TourRooms({ tour, config, sceneCode }: { tour: RunningTour; config: TourConfig; sceneCode: string }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const groups = useMemo(() => roomDirectory(config.scenes, config.rooms), [config])
  if (groups.length === 0) return null
  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }
  // Escape closes the list wherever the focus is in it, its button included; the tour's own keys must not hear it.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    close()
  }
  return (
    <div className={styles.rooms}>
      <button
        ref={toggle}
        type="button"
        className={stageStyles.control}
        aria-expanded={open}
        aria-controls={panelId}
        onKeyDown={closeOnEscape}
        onClick={() => setOpen((was) => !was)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M4 6h16M4 12h16M4 18h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>Rooms</span>
      </button>
      {open ? (
        <nav id={panelId} className={styles.panel} data-rooms-panel="" aria-label="Rooms" onKeyDown={closeOnEscape}>
          {groups.map((group) => (
            <section key={group.name} className={styles.group}>
              {group.name ? <h3 className={styles.groupName}>{group.name}</h3> : null}
              <ul>
                {group.rooms.map((room) => {
                  const here = room.sceneCodes.includes(sceneCode)
                  const target = roomTarget(room, sceneCode)
                  return (
                    <li key={room.cluster}>
                      <button
                        type="button"
                        className={here ? styles.roomHere : styles.room}
                        aria-current={here ? 'location' : undefined}
                        // A jump across the house, as from the floor plan (its hint completes).
                        onClick={() => (target ? tour.walk(target, 'plan') : undefined)}
                      >
                        {room.name}
                        {room.sceneCodes.length > 1 ? (
                          <span className={styles.views}>
                            <span className={stageStyles.visuallyHidden}>, </span>
                            {here ? `next of ${room.sceneCodes.length} views` : `${room.sceneCodes.length} views`}
                          </span>
                        ) : null}
                        {here ? <span className={stageStyles.visuallyHidden}> (you are here)</span> : null}
                      </button>
                    </li>
                  )
                })}
              </ul>
            </section>
          ))}
          <button type="button" className={styles.close} onClick={close}>
            Close
          </button>
        </nav>
      ) : null}
    </div>
  )
}

/**
 * Says where the visitor arrived, for screen readers (always in the page, so the change of text is heard). The
 * sides are those of the view on arrival: read once per scene, not on every turn.
 */
export function TourArrival({
  tour,
  config,
  sceneCode,
  photos,
}: {
  tour: RunningTour
  config: TourConfig
  sceneCode: string
  photos: ReadonlyArray<ScenePhoto>
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is read once per arrival, on purpose
  const text = useMemo(() => arrivalText(config, sceneCode, tour.view().pan, photos), [config, sceneCode, photos])
  return (
    <p className={stageStyles.visuallyHidden} role="status" data-tour-arrival="">
      {text}
    </p>
  )
}

/** A link to the photos taken in the room the visitor stands in, when it has any (issue 21, room → photos). */
export function TourRoomPhotos({
  config,
  sceneCode,
  photos,
  photosPath,
  search,
}: {
  config: TourConfig
  sceneCode: string
  photos: ReadonlyArray<Pick<Photo, 'hidden' | 'room'>>
  photosPath: string
  search: AppSearch
}) {
  const cluster = config.scenesByCode[sceneCode]?.cluster
  const inRoom = cluster ? photos.filter((p) => !p.hidden && p.room?.id === cluster) : []
  const room = inRoom[0]?.room
  if (!room) return null
  const count = `${inRoom.length} ${inRoom.length === 1 ? 'photo' : 'photos'}`
  return (
    <SiteLink
      to={photosPath}
      search={{ ...forAnotherSection(search), room: room.id } as never}
      className={`${stageStyles.control} ${styles.photosLink}`}
      aria-label={`Photos here: ${count} of ${room.name}`}
      data-room-photos=""
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          d="M4 7h3l2-2h6l2 2h3v12H4zM12 16a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        Photos here<span className={stageStyles.wideOnly}> ({inRoom.length})</span>
      </span>
    </SiteLink>
  )
}
