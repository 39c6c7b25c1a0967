// The tour section while its code loads (and what the server renders for /{tourName}/tour): the tour's own layout
// with an empty stage, the plan's sidebar beside it on wide screens, so the stage sits exactly where the app's will
// (TourAndPlan: the tour full, the plan in a sidebar from WIDE_LAYOUT_MIN_WIDTH_PX, else floating over the tour).
// The page's first paint draws the opening view over this stage before any of the app's code has run
// (src/ui/first-paint), and the app's stage takes its place without moving. Its height follows --tour-top, which the
// first paint sets on the document (TourStage sets its own once it mounts).
import stageStyles from '../tour/TourStage.module.css'
import layoutStyles from './TourAndPlan.module.css'
import styles from './TourPending.module.css'

export function TourPending({ hasPlan }: { hasPlan: boolean }) {
  return (
    <div
      className={`${layoutStyles.layout} ${styles.layout}`}
      data-tour="full"
      data-plan={hasPlan ? 'pending' : 'inactive'}
    >
      <section className={layoutStyles.tour} aria-labelledby="tour-title">
        <h2 id="tour-title" className={layoutStyles.visuallyHidden}>
          3D tour
        </h2>
        <div className={stageStyles.stage} data-tour-pending="">
          <div className={stageStyles.throbber} role="status">
            <span className={stageStyles.spinner} aria-hidden="true" />
            <span className={stageStyles.visuallyHidden}>Loading the tour…</span>
          </div>
        </div>
      </section>
      {hasPlan ? <div className={`${layoutStyles.sidebar} ${styles.sidebar}`} aria-hidden="true" /> : null}
    </div>
  )
}
