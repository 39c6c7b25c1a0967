// A video "photo" in the carousel: the provider's player, which must prove it works (it talks to the page through
// its JS API) within a few seconds; otherwise the chart is told and the placeholder image shows (SPEC §8).
import { useEffect, useMemo, useRef } from 'react'
import { isPlayerOrigin, videoEmbed } from '../../../../../domain/video-embed'
import type { Photo } from '../../../../../schemas/Listing'
import styles from './Carousel.module.css'

/** How long a player may take to say it is ready before the video counts as failed. */
export const PLAYER_READY_TIMEOUT_MS = 8000

export function VideoSlide({ photo, onFailed }: { photo: Photo; onFailed: () => void }) {
  const embed = useMemo(() => videoEmbed(photo.externalLink, window.location.origin), [photo.externalLink])
  const failed = useRef(onFailed)
  failed.current = onFailed
  useEffect(() => {
    if (!embed) {
      failed.current()
      return
    }
    const timer = window.setTimeout(() => failed.current(), PLAYER_READY_TIMEOUT_MS)
    const onMessage = (event: MessageEvent) => {
      if (isPlayerOrigin(event.origin, embed.provider)) window.clearTimeout(timer)
    }
    window.addEventListener('message', onMessage)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('message', onMessage)
    }
  }, [embed])
  if (!embed) return null
  return (
    <iframe
      className={styles.video}
      src={embed.embedUrl}
      title={photo.caption || 'Video of the home'}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
    />
  )
}
