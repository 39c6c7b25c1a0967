// Real effects of the share modal: the clipboard and the network's share pop-up. Both are browser APIs rather than
// services on the runtime, so they take the browser's objects (tests pass their own) instead of an Effect runtime.
import { fromPromise } from 'xstate'
import type { SharePopup } from '../../domain/tweet'

export interface ShareBrowser {
  readonly window: Pick<Window, 'open' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>
  readonly document: Document
  readonly navigator: Pick<Navigator, 'clipboard'>
}

/**
 * Copies with the asynchronous Clipboard API, or, where it is missing or refused (plain-http pages, older
 * embedded browsers), by selecting the text in an off-screen textarea and running the copy command.
 */
export async function copyToClipboard(text: string, browser: Pick<ShareBrowser, 'document' | 'navigator'>) {
  try {
    if (browser.navigator.clipboard) return await browser.navigator.clipboard.writeText(text)
  } catch {
    // Fall through to the old way, which still works where the permission was denied.
  }
  const { document } = browser
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  try {
    area.select()
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy the text.')
  } finally {
    area.remove()
  }
}

/** window.open features for a pop-up of the given size, centred on the browser window (not the screen). */
export function centredPopupFeatures(popup: Pick<SharePopup, 'width' | 'height'>, browser: ShareBrowser['window']) {
  const left = Math.round(browser.screenX + (browser.outerWidth - popup.width) / 2)
  const top = Math.round(browser.screenY + (browser.outerHeight - popup.height) / 2)
  return `width=${popup.width},height=${popup.height},left=${left},top=${top},resizable=yes,scrollbars=yes`
}

/** Opens the network's share page; a blocked pop-up fails, so the chart can tell the visitor. */
export function openSharePopup(popup: SharePopup, browser: Pick<ShareBrowser, 'window'>) {
  const opened = browser.window.open(popup.url, 'share', centredPopupFeatures(popup, browser.window))
  if (!opened) throw new Error('The browser blocked the share window.')
  // 'noopener' would make window.open return null, hiding a blocked pop-up; cutting the link afterwards keeps the
  // share site from reaching back into the listing page.
  opened.opener = null
}

export const shareModalActors = (browser: ShareBrowser = globalThis as unknown as ShareBrowser) => ({
  copyText: fromPromise<void, { text: string }>(({ input }) => copyToClipboard(input.text, browser)),
  openPopup: fromPromise<void, SharePopup>(async ({ input }) => openSharePopup(input, browser)),
})
