// What the share modal shares (SPEC §2 Share modal): the tweet's text and counter (256 typed characters; the
// counter shows length + 24 of 280, the 24 being the link Twitter shortens), each network's share address, and the
// embed code (an iframe 100 % wide and 720 px high).
import {
  EMBED_IFRAME_HEIGHT_PX,
  SHARE_POPUP_FACEBOOK,
  SHARE_POPUP_LINKEDIN,
  SHARE_POPUP_TWITTER,
  TWEET_LINK_LENGTH,
  TWEET_MAX_LENGTH,
  TWEET_MAX_TYPED,
} from '../schemas/constants'
import type { ShareTab } from './modal-param'

/**
 * Characters as a person counts them: code points, so an emoji is one character and clamping never cuts one in
 * half (a lone surrogate would show as a broken glyph).
 */
const characters = (text: string) => Array.from(text)

/** The typed text, cut to at most 256 characters. */
export function clampTweet(text: string): string {
  const chars = characters(text)
  return chars.length <= TWEET_MAX_TYPED ? text : chars.slice(0, TWEET_MAX_TYPED).join('')
}

/** The counter under the tweet box: '{typed + 24}/280'. */
export function tweetCounter(text: string): string {
  return `${characters(text).length + TWEET_LINK_LENGTH}/${TWEET_MAX_LENGTH}`
}

export const facebookShareUrl = (url: string) =>
  `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`

export const linkedinShareUrl = (url: string) =>
  `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`

export const twitterShareUrl = (text: string, url: string) =>
  `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`

/** The networks that share through a pop-up window. */
export type PopupShareTab = Extract<ShareTab, 'facebook' | 'linkedin' | 'twitter'>

export interface SharePopup {
  /** The network's share address. */
  readonly url: string
  readonly width: number
  readonly height: number
}

/**
 * The pop-up a share tab opens, sized as SPEC §2 says (Facebook 575×815, LinkedIn 575×700, Twitter 550×420);
 * undefined for the tabs that share by copying (link, embed). Facebook's '360 Photo' sub-tab shares the same
 * listing address: Facebook renders the tour's panorama from the page's own preview.
 */
export function sharePopup(
  tab: ShareTab,
  listing: { readonly url: string; readonly tweetText: string },
): SharePopup | undefined {
  switch (tab) {
    case 'facebook':
      return { url: facebookShareUrl(listing.url), ...SHARE_POPUP_FACEBOOK }
    case 'linkedin':
      return { url: linkedinShareUrl(listing.url), ...SHARE_POPUP_LINKEDIN }
    case 'twitter':
      return { url: twitterShareUrl(listing.tweetText, listing.url), ...SHARE_POPUP_TWITTER }
    default:
      return undefined
  }
}

/** Escapes text for a double-quoted HTML attribute, so any address stays inside its src="…". */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The embed tab's code, for a site owner to paste into their page. */
export function embedIframeCode(url: string): string {
  return `<iframe src="${escapeAttribute(url)}" width="100%" height="${EMBED_IFRAME_HEIGHT_PX}" frameborder="0" allowfullscreen allow="xr-spatial-tracking; fullscreen"></iframe>`
}
