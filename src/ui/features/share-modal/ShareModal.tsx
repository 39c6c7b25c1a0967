// The share modal (SPEC §2 Share modal): link, embed, facebook (Page Share and 360 Photo), linkedin, twitter. The
// `modal` parameter names the tab (share_{tab}); tabs are navigations, and closing removes the parameter. The
// share-modal chart owns the copy confirmation, the tweet text and the pop-ups.
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useId } from 'react'
import { formatModalParam, SHARE_TABS, type ShareTab } from '../../../domain/modal-param'
import { embedIframeCode, tweetCounter } from '../../../domain/tweet'
import { TWEET_MAX_TYPED } from '../../../schemas/constants'
import type { Listing } from '../../../schemas/Listing'
import { Modal } from '../../components/modal/Modal'
import { useChartActor } from '../../use-chart-actor'
import { useViewerMachines } from '../listing-viewer/viewer-machines'
import styles from './ShareModal.module.css'

const TAB_LABELS: Record<ShareTab, string> = {
  link: 'Link',
  embed: 'Embed',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
}

export function ShareModal({ listing, tab, publicUrl }: { listing: Listing; tab: ShareTab; publicUrl: string }) {
  const machine = useViewerMachines().shareModal
  const title = [listing.address.street, listing.address.neighborhood].filter(Boolean).join(', ')
  const actor = useChartActor(machine, { input: { tab, url: publicUrl, title } })
  const navigate = useNavigate()
  const location = useRouterState({ select: (s) => s.location })
  const headingId = useId()

  useEffect(() => {
    actor.send({ type: 'tab.changed', tab })
  }, [actor, tab])
  const goTo = (next: ShareTab | undefined) =>
    navigate({
      to: location.pathname as '/',
      search: ((prev: Record<string, unknown>) => ({
        ...prev,
        modal: next ? formatModalParam({ kind: 'share', tab: next }) : undefined,
      })) as never,
      replace: next !== undefined,
      resetScroll: false,
    })
  useEffect(() => {
    const subscription = actor.on('close', () => void goTo(undefined))
    return () => subscription.unsubscribe()
  })

  const state = useSelector(actor, (s) => s)
  const copied = state.hasTag('copied')
  const copyFailed = state.hasTag('copyFailed')
  const copyButton = (text: string) => (
    <button type="button" className={styles.primary} onClick={() => actor.send({ type: 'copy', text })}>
      {copied ? 'Copied ✓' : 'Copy'}
    </button>
  )
  const networkButton = (label: string) => (
    <button type="button" className={styles.primary} onClick={() => actor.send({ type: 'share.open' })}>
      {label}
    </button>
  )

  return (
    <Modal labelledBy={headingId} onClose={() => actor.send({ type: 'close' })} size="wide">
      <h2 id={headingId} className={styles.title}>
        Share this listing
      </h2>
      <div className={styles.tabs} role="tablist" aria-label="Ways to share">
        {SHARE_TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`share-tab-${t}`}
            aria-selected={t === tab}
            aria-controls="share-panel"
            className={styles.tab}
            onClick={() => void goTo(t)}
          >
            {TAB_LABELS[t]}
          </button>
        ))}
      </div>
      <div id="share-panel" role="tabpanel" aria-labelledby={`share-tab-${tab}`} className={styles.panel}>
        {state.matches({ tab: 'link' }) ? (
          <>
            <label className={styles.label} htmlFor="share-link">
              Link to this listing
            </label>
            <div className={styles.copyRow}>
              <input
                id="share-link"
                className={styles.field}
                readOnly
                value={publicUrl}
                onFocus={(e) => e.target.select()}
              />
              {copyButton(publicUrl)}
            </div>
          </>
        ) : null}
        {state.matches({ tab: 'embed' }) ? (
          <>
            <label className={styles.label} htmlFor="share-embed">
              Paste this code into your website (100% wide, 720 px high)
            </label>
            <textarea
              id="share-embed"
              className={`${styles.field} ${styles.code}`}
              readOnly
              rows={4}
              value={embedIframeCode(publicUrl)}
              onFocus={(e) => e.target.select()}
            />
            <div className={styles.actions}>{copyButton(embedIframeCode(publicUrl))}</div>
          </>
        ) : null}
        {state.matches({ tab: 'facebook' }) ? (
          <>
            <fieldset className={styles.subtabs}>
              <legend className={styles.visuallyHidden}>Facebook</legend>
              <button
                type="button"
                aria-pressed={state.matches({ tab: { facebook: 'page' } })}
                className={styles.subtab}
                onClick={() => actor.send({ type: 'facebook.subtab', subTab: 'page' })}
              >
                Facebook Page Share
              </button>
              <button
                type="button"
                aria-pressed={state.matches({ tab: { facebook: 'photo360' } })}
                className={styles.subtab}
                onClick={() => actor.send({ type: 'facebook.subtab', subTab: 'photo360' })}
              >
                360 Photo
              </button>
            </fieldset>
            {state.matches({ tab: { facebook: 'page' } }) ? (
              <>
                <p className={styles.text}>Post the listing to your page or timeline, with its photo and address.</p>
                <div className={styles.actions}>{networkButton('Share on Facebook')}</div>
              </>
            ) : (
              <>
                <p className={styles.text}>
                  Facebook shows panoramas as interactive 360° photos. Download the panorama of the entrance and upload
                  it to a Facebook post as a photo; Facebook recognises it on its own.
                </p>
                <div className={styles.actions}>
                  {listing.startingSceneId ? (
                    <a
                      className={styles.primary}
                      href={`/media/${listing.tourName}/scenes/${listing.startingSceneId}/adjusted-pano.jpg?v=${listing.tourConfigVersion}&filename=${listing.tourName}-360.jpg`}
                    >
                      Download 360° photo
                    </a>
                  ) : null}
                  {networkButton('Open Facebook')}
                </div>
              </>
            )}
          </>
        ) : null}
        {state.matches({ tab: 'linkedin' }) ? (
          <>
            <p className={styles.text}>Share the listing with your professional network.</p>
            <div className={styles.actions}>{networkButton('Share on LinkedIn')}</div>
          </>
        ) : null}
        {state.matches({ tab: 'twitter' }) ? (
          <>
            <label className={styles.label} htmlFor="share-tweet">
              Your post (the link is added for you)
            </label>
            <textarea
              id="share-tweet"
              className={styles.field}
              rows={3}
              maxLength={TWEET_MAX_TYPED}
              value={state.context.tweetText}
              onChange={(e) => actor.send({ type: 'tweet.changed', text: e.target.value })}
              aria-describedby="share-tweet-count"
            />
            <div className={styles.actions}>
              <span id="share-tweet-count" className={styles.counter}>
                {tweetCounter(state.context.tweetText)}
              </span>
              {networkButton('Post')}
            </div>
          </>
        ) : null}
        <p className={styles.status} role="status">
          {copied ? 'Copied to the clipboard.' : ''}
          {copyFailed ? `${state.context.copyError ?? 'Copying failed.'} Select the text and copy it by hand.` : ''}
          {state.hasTag('popupBlocked')
            ? 'Your browser blocked the pop-up. Allow pop-ups for this site and try again.'
            : ''}
        </p>
      </div>
    </Modal>
  )
}
