// The product's running charts, grouped by tab; choosing one makes the diagram follow it.
import { useSelector } from '@xstate/react'
import type { CSSProperties } from 'react'
import { givenActorName, sessionTree } from '../../../devtools/session-tree'
import { stateLine } from '../../../devtools/state-paths'
import { BRAND } from '../../brand'
import styles from './ChartGallery.module.css'
import type { GalleryActor } from './GalleryPage'

export function LiveSessions({ gallery }: { gallery: GalleryActor }) {
  const sessions = useSelector(gallery, (s) => s.context.sessions)
  const followed = useSelector(gallery, (s) => s.context.followed)
  const live = Object.values(sessions)
  const tabs = [...new Set(live.map((session) => session.tabId))]
  return (
    <section className={styles.section} aria-labelledby="live-heading">
      <h2 id="live-heading">
        Live <span className={live.length > 0 ? styles.liveDot : styles.idleDot} aria-hidden="true" />
      </h2>
      {live.length === 0 ? (
        <p className={styles.note}>
          No product tab is running. Open{' '}
          <a href="/" target="_blank" rel="noreferrer">
            {BRAND}
          </a>{' '}
          in another tab and its charts appear here.
        </p>
      ) : (
        <p className={styles.note} role="status">
          {live.length} {live.length === 1 ? 'chart' : 'charts'} running in {tabs.length}{' '}
          {tabs.length === 1 ? 'tab' : 'tabs'}
        </p>
      )}
      {tabs.map((tab) => {
        const inTab = live.filter((session) => session.tabId === tab)
        return (
          <div key={tab} className={styles.tab}>
            <p className={styles.tabPath}>{inTab[0]?.tabPath}</p>
            <ul className={styles.list}>
              {sessionTree(inTab).map(({ session, depth }) => (
                <li key={session.sessionId} className={styles.sessionRow} style={{ '--depth': depth } as CSSProperties}>
                  <button
                    type="button"
                    className={styles.listItem}
                    aria-current={session.sessionId === followed ? 'true' : undefined}
                    onClick={() => gallery.send({ type: 'session.follow', sessionId: session.sessionId })}
                  >
                    <span className={styles.listName}>
                      {session.chartId}
                      {givenActorName(session.actorId) ? (
                        <span className={styles.listMeta}> as {givenActorName(session.actorId)}</span>
                      ) : null}
                    </span>
                    <span className={styles.listMeta}>{stateLine(session.value)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </section>
  )
}
