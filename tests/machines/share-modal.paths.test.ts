// Model-based test of the share modal chart: every shortest path through tabs, Facebook's sub-tabs, copying (with
// its 5 s confirmation), tweeting and pop-ups is replayed on a real actor with stub effects and fake timers, and
// each state reached is checked against the spec (SPEC §2 Share modal).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import type { ShareTab } from '../../src/domain/modal-param'
import { type ShareModalEvent, shareModalMachine } from '../../src/machines/share-modal/share-modal.machine'
import { COPY_CONFIRMATION_MS } from '../../src/schemas/constants'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof shareModalMachine>
type ModelEvent =
  | ShareModalEvent
  | { type: 'xstate.done.actor.copyText' }
  | { type: 'xstate.error.actor.copyText'; error: unknown }
  | { type: 'xstate.after.copyConfirmation.shareModal.copy.copied' }
  | { type: 'xstate.done.actor.openPopup' }
  | { type: 'xstate.error.actor.openPopup'; error: unknown }

const url = 'https://showhome.example/12-oak-street'
const input = { tab: 'link' as ShareTab, url, title: '12 Oak Street' }
const longTweet = `Open house on Sunday ${'!'.repeat(300)}`

/** Pop-up sizes straight from SPEC §2, independent of the constants the chart reads. */
const specPopupSize: Partial<Record<ShareTab, { width: number; height: number }>> = {
  facebook: { width: 575, height: 815 },
  linkedin: { width: 575, height: 700 },
  twitter: { width: 550, height: 420 },
}

const events: ModelEvent[] = [
  ...(['link', 'embed', 'facebook', 'linkedin', 'twitter'] as const).map(
    (tab) => ({ type: 'tab.changed', tab }) as const,
  ),
  { type: 'facebook.subtab', subTab: 'photo360' },
  { type: 'facebook.subtab', subTab: 'page' },
  { type: 'copy', text: url },
  { type: 'xstate.done.actor.copyText' },
  { type: 'xstate.error.actor.copyText', error: new Error('Clipboard denied') },
  { type: 'xstate.after.copyConfirmation.shareModal.copy.copied' },
  { type: 'tweet.changed', text: longTweet },
  { type: 'share.open' },
  { type: 'xstate.done.actor.openPopup' },
  { type: 'xstate.error.actor.openPopup', error: new Error('blocked') },
]

function offeredOn(tab: ShareTab, type: string): boolean {
  if (type.includes('copy')) return tab === 'link' || tab === 'embed'
  if (type.includes('openPopup') || type === 'share.open') return specPopupSize[tab] !== undefined
  if (type === 'tweet.changed') return tab === 'twitter'
  if (type === 'facebook.subtab') return tab === 'facebook'
  return true
}

const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.tweetText.length])
const model = new TestModel<Snapshot, ModelEvent, typeof input>(shareModalMachine as never, {
  input,
  stateMatcher,
  // Each tab offers what its view offers: copying on link and embed, the pop-up on the networks, typing on
  // twitter. Other combinations are the same regions again and would only multiply the paths.
  events: (s: Snapshot) => events.filter((e) => offeredOn(s.context.tab, e.type)),
  serializeState,
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function start() {
  const copyText = deferred<void>()
  const openPopup = deferred<void>()
  const actor = createActor(
    shareModalMachine.provide({ actors: { copyText: copyText.logic, openPopup: openPopup.logic } }),
    { input },
  ).start()
  return { actor, copyText, openPopup }
}

/** Lets a stub's answer reach the chart without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0)

describe('share modal, every transition', () => {
  for (const path of everyTransition(model, serializeState)) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      const onTab = (tab: ShareTab) => () => expect(snapshot().context.tab).toBe(tab)
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          'tab.link': onTab('link'),
          'tab.embed': onTab('embed'),
          'tab.facebook': onTab('facebook'),
          'tab.linkedin': onTab('linkedin'),
          'tab.twitter': onTab('twitter'),
          'copy.idle': () => {
            expect(snapshot().hasTag('copied')).toBe(false)
            expect(snapshot().context.copied).toBe(false)
          },
          'copy.copying': () => expect(sut.copyText.calls.at(-1)).toEqual({ text: url }),
          'copy.copied': () => {
            expect(snapshot().hasTag('copied')).toBe(true)
            expect(snapshot().context.copied).toBe(true)
          },
          'copy.failed': () => {
            expect(snapshot().hasTag('copyFailed')).toBe(true)
            expect(snapshot().context.copyError).toBe('Clipboard denied')
          },
          'popup.opening': () => {
            const popup = sut.openPopup.calls.at(-1) as { url: string; width: number; height: number }
            expect({ width: popup.width, height: popup.height }).toEqual(specPopupSize[snapshot().context.tab])
            expect(decodeURIComponent(popup.url)).toContain(url)
          },
          'popup.blocked': () => expect(snapshot().hasTag('popupBlocked')).toBe(true),
        }),
        events: asExecutors<ModelEvent>({
          'tab.changed': ({ event }) => {
            sut.actor.send(event)
            // A confirmation on the new tab would claim its text was copied.
            expect(snapshot().hasTag('copied')).toBe(false)
          },
          'facebook.subtab': ({ event }) => void sut.actor.send(event),
          copy: ({ event }) => void sut.actor.send(event),
          'share.open': ({ event }) => void sut.actor.send(event),
          'tweet.changed': ({ event }) => {
            sut.actor.send(event)
            expect(snapshot().context.tweetText).toHaveLength(256)
          },
          'xstate.done.actor.copyText': async () => {
            sut.copyText.resolve()
            await settle()
          },
          'xstate.error.actor.copyText': async () => {
            sut.copyText.reject(new Error('Clipboard denied'))
            await settle()
          },
          'xstate.after.copyConfirmation.shareModal.copy.copied': async () => {
            // The confirmation must still show a moment before 5 s, and be gone at 5 s.
            await vi.advanceTimersByTimeAsync(COPY_CONFIRMATION_MS - 1)
            expect(snapshot().hasTag('copied')).toBe(true)
            await vi.advanceTimersByTimeAsync(1)
          },
          'xstate.done.actor.openPopup': async () => {
            sut.openPopup.resolve()
            await settle()
          },
          'xstate.error.actor.openPopup': async () => {
            sut.openPopup.reject(new Error('blocked'))
            await settle()
          },
        }),
      })
    })
  }

  it('closing asks the view to remove the modal parameter', () => {
    const { actor } = start()
    const emitted: unknown[] = []
    actor.on('close', (event) => emitted.push(event))
    actor.send({ type: 'close' })
    expect(emitted).toEqual([{ type: 'close' }])
  })
})
