import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { facebookShareUrl, twitterShareUrl } from '../../src/domain/tweet'
import { type ShareModalInput, shareModalMachine } from '../../src/machines/share-modal/share-modal.machine'
import { COPY_CONFIRMATION_MS } from '../../src/schemas/constants'
import { deferred } from '../support/stub-actors'

const url = 'https://showhome.example/12-oak-street'

function start(input: Partial<ShareModalInput> = {}) {
  const copyText = deferred<void>()
  const openPopup = deferred<void>()
  const actor = createActor(
    shareModalMachine.provide({ actors: { copyText: copyText.logic, openPopup: openPopup.logic } }),
    { input: { tab: 'link', url, title: '12 Oak Street', ...input } },
  ).start()
  return { actor, copyText, openPopup }
}

describe('share modal chart: tabs (SPEC §2 Share modal)', () => {
  it.each([
    ['link', 'link'],
    ['embed', 'embed'],
    ['facebook', { facebook: 'page' }],
    ['linkedin', 'linkedin'],
    ['twitter', 'twitter'],
  ] as const)('opens on the %s tab the address names', (tab, state) => {
    const { actor } = start({ tab })
    expect(actor.getSnapshot().matches({ tab: state })).toBe(true)
    expect(actor.getSnapshot().context.tab).toBe(tab)
  })

  it('follows the address to another tab', () => {
    const { actor } = start()
    actor.send({ type: 'tab.changed', tab: 'twitter' })
    expect(actor.getSnapshot().matches({ tab: 'twitter' })).toBe(true)
    expect(actor.getSnapshot().context.tab).toBe('twitter')
  })

  it("switches Facebook's sub-tabs, and keeps the sub-tab when the address repeats the tab", () => {
    const { actor } = start({ tab: 'facebook' })
    actor.send({ type: 'facebook.subtab', subTab: 'photo360' })
    expect(actor.getSnapshot().matches({ tab: { facebook: 'photo360' } })).toBe(true)
    actor.send({ type: 'tab.changed', tab: 'facebook' })
    expect(actor.getSnapshot().matches({ tab: { facebook: 'photo360' } })).toBe(true)
    actor.send({ type: 'facebook.subtab', subTab: 'page' })
    expect(actor.getSnapshot().matches({ tab: { facebook: 'page' } })).toBe(true)
  })

  it('asks the view to close, leaving the address to the router', () => {
    const { actor } = start()
    const closes: unknown[] = []
    actor.on('close', (event) => closes.push(event))
    actor.send({ type: 'close' })
    expect(closes).toEqual([{ type: 'close' }])
  })
})

describe('share modal chart: copying', () => {
  /** Lets a settled stub's answer reach the chart without moving the fake clock. */
  const settle = () => vi.advanceTimersByTimeAsync(0)

  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('copies within the click, confirms for 5 s, then clears', async () => {
    const { actor, copyText } = start()
    actor.send({ type: 'copy', text: url })
    // Synchronously, so the clipboard call still has the click's user activation.
    expect(copyText.calls).toEqual([{ text: url }])
    copyText.resolve()
    await settle()
    expect(actor.getSnapshot().hasTag('copied')).toBe(true)
    expect(actor.getSnapshot().context.copied).toBe(true)
    vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1)
    expect(actor.getSnapshot().hasTag('copied')).toBe(true)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().hasTag('copied')).toBe(false)
    expect(actor.getSnapshot().context.copied).toBe(false)
  })

  it('a second copy starts a fresh 5 s', async () => {
    const { actor, copyText } = start()
    actor.send({ type: 'copy', text: url })
    copyText.resolve()
    await settle()
    expect(actor.getSnapshot().hasTag('copied')).toBe(true)
    vi.advanceTimersByTime(4000)
    actor.send({ type: 'copy', text: url })
    copyText.resolve()
    await settle()
    expect(actor.getSnapshot().hasTag('copied')).toBe(true)
    vi.advanceTimersByTime(4000)
    expect(actor.getSnapshot().hasTag('copied')).toBe(true)
    vi.advanceTimersByTime(1000)
    expect(actor.getSnapshot().hasTag('copied')).toBe(false)
  })

  it('says when copying failed, and clears the message on the next try', async () => {
    const { actor, copyText } = start()
    actor.send({ type: 'copy', text: url })
    copyText.reject(new Error('Clipboard denied'))
    await settle()
    expect(actor.getSnapshot().hasTag('copyFailed')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ copied: false, copyError: 'Clipboard denied' })
    actor.send({ type: 'copy', text: url })
    expect(actor.getSnapshot().context.copyError).toBeUndefined()
    expect(actor.getSnapshot().hasTag('copyFailed')).toBe(false)
  })

  it('drops the confirmation on another tab, where it would describe other text', async () => {
    const { actor, copyText } = start()
    actor.send({ type: 'copy', text: url })
    copyText.resolve()
    await settle()
    expect(actor.getSnapshot().hasTag('copied')).toBe(true)
    actor.send({ type: 'tab.changed', tab: 'embed' })
    expect(actor.getSnapshot().hasTag('copied')).toBe(false)
    expect(actor.getSnapshot().context.copied).toBe(false)
  })
})

describe('share modal chart: tweeting and pop-ups', () => {
  it('starts the tweet from the title and keeps it to 256 characters', () => {
    const { actor } = start({ tab: 'twitter', title: 'x'.repeat(300) })
    expect(actor.getSnapshot().context.tweetText).toBe('x'.repeat(256))
    actor.send({ type: 'tweet.changed', text: `Open house ${'!'.repeat(300)}` })
    expect(actor.getSnapshot().context.tweetText).toHaveLength(256)
  })

  it.each([
    ['facebook', { url: facebookShareUrl(url), width: 575, height: 815 }],
    ['twitter', { url: twitterShareUrl('Open house', url), width: 550, height: 420 }],
  ] as const)('opens the %s pop-up within the click, at its size', (tab, popup) => {
    const { actor, openPopup } = start({ tab })
    actor.send({ type: 'tweet.changed', text: 'Open house' })
    actor.send({ type: 'share.open' })
    expect(openPopup.calls).toEqual([popup])
  })

  it("shares the listing's address from Facebook's 360 Photo sub-tab too", () => {
    const { actor, openPopup } = start({ tab: 'facebook' })
    actor.send({ type: 'facebook.subtab', subTab: 'photo360' })
    actor.send({ type: 'share.open' })
    expect(openPopup.calls).toEqual([{ url: facebookShareUrl(url), width: 575, height: 815 }])
  })

  it('opens no pop-up from the link and embed tabs', () => {
    const { actor, openPopup } = start({ tab: 'embed' })
    actor.send({ type: 'share.open' })
    expect(openPopup.calls).toEqual([])
  })

  it('says when the pop-up was blocked, and tries again on request', async () => {
    const { actor, openPopup } = start({ tab: 'linkedin' })
    actor.send({ type: 'share.open' })
    openPopup.reject(new Error('blocked'))
    await waitFor(actor, (s) => s.hasTag('popupBlocked'))
    actor.send({ type: 'share.open' })
    expect(openPopup.calls).toHaveLength(2)
    expect(actor.getSnapshot().hasTag('popupBlocked')).toBe(false)
  })

  it('fails loudly when its effects were never provided', async () => {
    const actor = createActor(shareModalMachine, { input: { tab: 'link', url, title: 'x' } }).start()
    actor.send({ type: 'copy', text: url })
    await waitFor(actor, (s) => s.hasTag('copyFailed'))
    expect(actor.getSnapshot().context.copyError).toMatch(/'copyText' actor is not provided/)
  })
})
