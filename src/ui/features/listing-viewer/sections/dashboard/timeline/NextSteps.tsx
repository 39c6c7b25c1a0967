// The Next steps panel of a delivered order (SPEC §4 Timeline): once photos, a ready tour and a floor plan exist,
// what the owner does with them: photos for the MLS and for print, the unbranded tour link for MLS virtual-tour
// fields, sharing, the embed code, and asking for a revision.
import { useSelector } from '@xstate/react'
import { shareOffered } from '../../../../../../domain/listing-header'
import { formatModalParam } from '../../../../../../domain/modal-param'
import type { Listing } from '../../../../../../schemas/Listing'
import { SiteLink } from '../../../../../components/site-link/SiteLink'
import { useChartActor } from '../../../../../use-chart-actor'
import { useViewerMachines } from '../../../viewer-machines'
import { ZipButton } from '../../photos/PhotoDownloads'
import type { ChangeLinkPlace } from '../StatusTabs'
import { RevisionRequest } from './RevisionRequest'
import styles from './Timeline.module.css'

export function NextSteps({ listing, place }: { listing: Listing; place: ChangeLinkPlace }) {
  const unbrandedUrl = `${window.location.origin}/${listing.tourName}?o=u`
  const copier = useChartActor(useViewerMachines().copyText)
  const copied = useSelector(copier, (s) => s.hasTag('copied'))
  const copyFailed = useSelector(copier, (s) => s.hasTag('failed'))
  const shareLink = (tab: 'link' | 'embed', text: string) => (
    <SiteLink
      to={place.path}
      search={{ ...place.search, modal: formatModalParam({ kind: 'share', tab }) } as never}
      resetScroll={false}
      className={styles.secondary}
    >
      {text}
    </SiteLink>
  )
  return (
    <section className={styles.panel} aria-labelledby="next-steps-title">
      <h4 id="next-steps-title" className={styles.panelTitle}>
        Next steps
      </h4>
      <ul className={styles.nextSteps}>
        <li>
          <span className={styles.stepName}>Photos for the MLS and for print</span>
          <span className={styles.stepActions}>
            <ZipButton tourName={listing.tourName} size="web" label="MLS photos" />
            <ZipButton tourName={listing.tourName} size="print" label="Print photos" />
          </span>
        </li>
        <li>
          <label className={styles.stepName} htmlFor="unbranded-tour-link">
            Unbranded tour link, for MLS virtual-tour fields
          </label>
          <span className={styles.stepActions}>
            <input
              id="unbranded-tour-link"
              className={styles.linkField}
              readOnly
              value={unbrandedUrl}
              onFocus={(e) => e.target.select()}
            />
            <button
              type="button"
              className={styles.secondary}
              onClick={() => copier.send({ type: 'copy', text: unbrandedUrl })}
            >
              {copied ? 'Copied ✓' : 'Copy'}
            </button>
          </span>
          {copyFailed ? (
            <span className={styles.error} role="alert">
              Copying failed. Select the link and copy it by hand.
            </span>
          ) : null}
        </li>
        {/* The share dialog opens only where the page offers sharing (the header's rule). */}
        {shareOffered(listing, false) ? (
          <li>
            <span className={styles.stepName}>Share the listing, or put the tour on your website</span>
            <span className={styles.stepActions}>
              {shareLink('link', 'Share')}
              {shareLink('embed', 'Embed code')}
            </span>
          </li>
        ) : null}
        <li>
          <RevisionRequest tourName={listing.tourName} />
        </li>
      </ul>
    </section>
  )
}
