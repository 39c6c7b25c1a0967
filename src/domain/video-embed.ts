// Video "photos" (SPEC §3 Photo.externalLink: a YouTube or Vimeo video). Listing editors paste whatever address
// their browser showed; the carousel needs the player's embed address, with the JS API on so playback problems
// can be noticed (SPEC §8: a video that fails to play shows a placeholder image).

export interface VideoEmbed {
  readonly provider: 'youtube' | 'vimeo'
  readonly id: string
  readonly embedUrl: string
  /** The video on its own site, for the placeholder's "watch there" link. */
  readonly watchUrl: string
}

const YOUTUBE_ID = /^[\w-]{6,20}$/
const VIMEO_ID = /^\d{4,12}$/

export function videoEmbed(link: string | null, origin?: string): VideoEmbed | undefined {
  if (!link) return undefined
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return undefined
  }
  const host = url.hostname.replace(/^www\.|^m\./, '')
  const originParam = origin ? `&origin=${encodeURIComponent(origin)}` : ''
  let youtubeId: string | undefined
  if (host === 'youtu.be') youtubeId = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1]
  }
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) {
    return {
      provider: 'youtube',
      id: youtubeId,
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}?enablejsapi=1&rel=0&playsinline=1${originParam}`,
      watchUrl: `https://www.youtube.com/watch?v=${youtubeId}`,
    }
  }
  const vimeoId =
    host === 'vimeo.com'
      ? url.pathname.split('/').find((part) => VIMEO_ID.test(part))
      : host === 'player.vimeo.com'
        ? url.pathname.match(/^\/video\/(\d+)/)?.[1]
        : undefined
  if (vimeoId && VIMEO_ID.test(vimeoId)) {
    return {
      provider: 'vimeo',
      id: vimeoId,
      embedUrl: `https://player.vimeo.com/video/${vimeoId}?api=1&playsinline=1`,
      watchUrl: `https://vimeo.com/${vimeoId}`,
    }
  }
  return undefined
}

/** Whether a window message came from the player of this provider (the only messages worth reading). */
export const isPlayerOrigin = (origin: string, provider: VideoEmbed['provider']) =>
  provider === 'youtube'
    ? /^https:\/\/www\.youtube(-nocookie)?\.com$/.test(origin)
    : origin === 'https://player.vimeo.com'
