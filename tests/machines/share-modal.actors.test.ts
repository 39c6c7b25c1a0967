// The share modal's real effects against stand-ins for the browser's clipboard, document and window.
import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  centredPopupFeatures,
  copyToClipboard,
  type ShareBrowser,
  shareModalActors,
} from '../../src/machines/share-modal/share-modal.actors'
import { shareModalMachine } from '../../src/machines/share-modal/share-modal.machine'

function fakeDocument(copyWorks: boolean) {
  const area = {
    value: '',
    style: {} as Record<string, string>,
    setAttribute: vi.fn(),
    select: vi.fn(),
    remove: vi.fn(),
  }
  const document = {
    createElement: vi.fn(() => area),
    body: { append: vi.fn() },
    execCommand: vi.fn(() => copyWorks),
  }
  return { area, document: document as unknown as Document, execCommand: document.execCommand }
}

const screenWindow = { screenX: 100, screenY: 50, outerWidth: 1200, outerHeight: 900 }

describe('copyText', () => {
  it('writes through the Clipboard API', async () => {
    const writeText = vi.fn(async () => {})
    const { document, execCommand } = fakeDocument(true)
    await copyToClipboard('hello', { document, navigator: { clipboard: { writeText } as never } })
    expect(writeText).toHaveBeenCalledWith('hello')
    expect(execCommand).not.toHaveBeenCalled()
  })

  it.each([
    ['is missing', undefined],
    ['is refused', { writeText: async () => Promise.reject(new Error('NotAllowedError')) }],
  ])('falls back to a selected textarea when the Clipboard API %s', async (_, clipboard) => {
    const { area, document, execCommand } = fakeDocument(true)
    await copyToClipboard('hello', { document, navigator: { clipboard: clipboard as never } })
    expect(area.value).toBe('hello')
    expect(area.select).toHaveBeenCalled()
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(area.remove).toHaveBeenCalled()
  })

  it('fails when the browser refuses both ways, and still removes the textarea', async () => {
    const { area, document } = fakeDocument(false)
    await expect(copyToClipboard('hello', { document, navigator: { clipboard: undefined as never } })).rejects.toThrow(
      /refused/,
    )
    expect(area.remove).toHaveBeenCalled()
  })
})

describe('openPopup', () => {
  it('centres the pop-up on the browser window', () => {
    expect(centredPopupFeatures({ width: 550, height: 420 }, screenWindow as ShareBrowser['window'])).toBe(
      'width=550,height=420,left=425,top=290,resizable=yes,scrollbars=yes',
    )
  })

  it('opens the share page, cut off from the listing page, and reports a blocked pop-up', async () => {
    const opened = { opener: 'listing page' as unknown }
    const open = vi.fn().mockReturnValueOnce(opened).mockReturnValueOnce(null)
    const { document } = fakeDocument(true)
    const browser = { window: { ...screenWindow, open }, document, navigator: {} } as unknown as ShareBrowser
    const actor = createActor(shareModalMachine.provide({ actors: shareModalActors(browser) }), {
      input: { tab: 'twitter', url: 'https://showhome.example/oak', title: 'Oak' },
    }).start()

    actor.send({ type: 'share.open' })
    expect(open).toHaveBeenCalledWith(
      'https://twitter.com/intent/tweet?text=Oak&url=https%3A%2F%2Fshowhome.example%2Foak',
      'share',
      'width=550,height=420,left=425,top=290,resizable=yes,scrollbars=yes',
    )
    expect(opened.opener).toBeNull()
    await waitFor(actor, (s) => s.matches({ popup: 'idle' }))

    actor.send({ type: 'share.open' })
    await waitFor(actor, (s) => s.hasTag('popupBlocked'))
  })
})
