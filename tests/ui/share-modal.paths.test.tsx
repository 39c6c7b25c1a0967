// Model-based test of the share modal (SPEC §2 Share modal; issue 19): every transition of the share-modal chart is
// replayed through the real view, mounted as the listing page mounts it (ViewerExtras reading the `modal` parameter,
// the chart from the route's viewer machines). Tabs are clicks that change the address, copying and sharing are
// clicks whose effects are stubs the path settles by hand, and the 5 s confirmation runs on fake timers. Each step
// checks what the spec says must follow it, and each state is checked in the DOM, against facts written here: the
// tab names, pop-up sizes, counter and messages. Nothing is read from the chart's own snapshot.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import type { ShareTab } from '../../src/domain/modal-param'
import { appMachine } from '../../src/machines/app/app.machine'
import { type ShareModalEvent, shareModalMachine } from '../../src/machines/share-modal/share-modal.machine'
import { updateNoticeMachine } from '../../src/machines/update-notice/update-notice.machine'
import type { Listing } from '../../src/schemas/Listing'
import { useViewerSettings } from '../../src/ui/features/listing-viewer/useListingViewer'
import { ViewerExtras } from '../../src/ui/features/listing-viewer/ViewerExtras'
import { unprovidedViewerMachines } from '../../src/ui/features/listing-viewer/viewer-machines'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof shareModalMachine>
type ModelEvent =
  | ShareModalEvent
  | { type: 'xstate.done.actor.copyText' }
  | { type: 'xstate.error.actor.copyText'; error: unknown }
  | { type: 'xstate.after.copyConfirmation.shareModal.copy.copied' }
  | { type: 'xstate.done.actor.openPopup' }
  | { type: 'xstate.error.actor.openPopup'; error: unknown }

// A listing whose page offers sharing (stats, everything delivered): the modal parameter opens nothing elsewhere.
const listing = {
  ...(listingJson as unknown as Listing),
  status: { ...(listingJson as unknown as Listing).status, fullyDelivered: true },
} as Listing
/** The fixture's street and neighbourhood: the tweet's starting text. */
const TITLE = '12 Elm St, Lincoln Park'
const publicUrl = () => `${window.location.origin}/12-elm-st`
const longTweet = `Open house on Sunday ${'!'.repeat(300)}`
/** SPEC §2: at most 256 typed characters; the counter adds the 24 of the shortened link, out of 280. */
const clamped = longTweet.slice(0, 256)
const counter = (text: string) => `${text.length + 24}/280`

/** The tab buttons as the modal names them. */
const TAB_NAMES: Record<ShareTab, string> = {
  link: 'Link',
  embed: 'Embed',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
}
/** Pop-up sizes straight from SPEC §2, independent of the constants the chart reads. */
const SPEC_POPUP: Partial<Record<ShareTab, { width: number; height: number }>> = {
  facebook: { width: 575, height: 815 },
  linkedin: { width: 575, height: 700 },
  twitter: { width: 550, height: 420 },
}
/** The button that opens each network's pop-up (Facebook's depends on the sub-tab). */
const SHARE_BUTTON = {
  page: 'Share on Facebook',
  photo360: 'Open Facebook',
  linkedin: 'Share on LinkedIn',
  twitter: 'Post',
}
const COPIED = 'Copied to the clipboard.'
const COPY_FAILED = 'Clipboard denied Select the text and copy it by hand.'
const BLOCKED = 'Your browser blocked the pop-up. Allow pop-ups for this site and try again.'

const events: ModelEvent[] = [
  ...(['link', 'embed', 'facebook', 'linkedin', 'twitter'] as const).map(
    (tab) => ({ type: 'tab.changed', tab }) as const,
  ),
  { type: 'facebook.subtab', subTab: 'photo360' },
  { type: 'facebook.subtab', subTab: 'page' },
  { type: 'copy', text: 'the shown text' },
  { type: 'xstate.done.actor.copyText' },
  { type: 'xstate.error.actor.copyText', error: new Error('Clipboard denied') },
  { type: 'xstate.after.copyConfirmation.shareModal.copy.copied' },
  { type: 'tweet.changed', text: longTweet },
  { type: 'share.open' },
  { type: 'xstate.done.actor.openPopup' },
  { type: 'xstate.error.actor.openPopup', error: new Error('blocked') },
]

/** What each tab's panel offers a person: Copy on link and embed, a pop-up on the networks, a text box on twitter. */
function offeredOn(tab: ShareTab, type: string): boolean {
  if (type.includes('copy')) return tab === 'link' || tab === 'embed'
  if (type.includes('openPopup') || type === 'share.open') return SPEC_POPUP[tab] !== undefined
  if (type === 'tweet.changed') return tab === 'twitter'
  if (type === 'facebook.subtab') return tab === 'facebook'
  return true
}

// The tweet's length tells states apart only on the twitter tab, where it shows: elsewhere it would double every
// state without a new thing to see.
const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.matches({ tab: 'twitter' }) ? s.context.tweetText.length : null])

beforeAll(installDialogPolyfill)
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function mount() {
  const copyText = deferred<void>()
  const openPopup = deferred<void>()
  const app = createActor(appMachine, { input: { user: null, adminElementsEnabled: false, mode: 'app' } }).start()
  const router = createRouter({
    routeTree: createRootRoute({
      component: function ListingPage() {
        return <ViewerExtras listing={listing} settings={useViewerSettings()} onListingChanged={() => {}} />
      },
    }),
    history: createMemoryHistory({ initialEntries: ['/12-elm-st?modal=share_link'] }),
    context: {
      app,
      embedded: false,
      viewerMachines: {
        ...unprovidedViewerMachines,
        shareModal: shareModalMachine.provide({ actors: { copyText: copyText.logic, openPopup: openPopup.logic } }),
        // The page's update check stays unanswered: not this test's concern.
        updateNotice: updateNoticeMachine.provide({ actors: { checkLastModified: deferred<string | null>().logic } }),
      },
    } as never,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  return { router, copyText, openPopup }
}

/** Does `fn` and lets the stubs' answers, the address change and React's render land, without moving the clock. */
const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await vi.advanceTimersByTimeAsync(0)
  })
const button = (name: string) => screen.getByRole('button', { name })
const tab = (t: ShareTab) => screen.getByRole('tab', { name: TAB_NAMES[t] })
const selectedTabs = () =>
  screen.getAllByRole('tab').flatMap((b) => (b.getAttribute('aria-selected') === 'true' ? [b.textContent] : []))
const statusText = () => screen.getByRole('dialog').querySelector('[role="status"]')?.textContent ?? ''
const copyButtonText = () => screen.queryAllByRole('button', { name: /^Cop/ }).map((b) => b.textContent)

describe('share modal, every transition through the view', () => {
  const model = new TestModel<Snapshot, ModelEvent, unknown>(shareModalMachine as never, {
    input: { tab: 'link', url: publicUrl(), title: TITLE },
    stateMatcher,
    events: (s: Snapshot) => events.filter((e) => offeredOn(s.context.tab, e.type)),
    serializeState,
  })
  const paths = everyTransition(model, serializeState)
  recordPaths('share-modal', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = await mount()
      // The test's own account of what was typed.
      let tweet = TITLE
      /** The tweet when the pop-up was asked for: what it shares, whatever is typed while it opens. */
      let shared = tweet
      const onTab = (t: ShareTab) => () => {
        expect(selectedTabs()).toEqual([TAB_NAMES[t]])
        expect(sut.router.state.location.search).toEqual({ modal: `share_${t}` })
      }
      await path.test({
        states: {
          'tab.link': () => {
            onTab('link')()
            expect((screen.getByLabelText('Link to this listing') as HTMLInputElement).value).toBe(publicUrl())
          },
          'tab.embed': () => {
            onTab('embed')()
            const code = (screen.getByLabelText(/^Paste this code/) as HTMLTextAreaElement).value
            // SPEC §2: an iframe of the listing, 100 % wide and 720 px high.
            expect(code).toMatch(new RegExp(`^<iframe src="${publicUrl()}" width="100%" height="720"`))
          },
          'tab.facebook': onTab('facebook'),
          'tab.facebook.page': () => {
            expect(button('Facebook Page Share').getAttribute('aria-pressed')).toBe('true')
            expect(button('360 Photo').getAttribute('aria-pressed')).toBe('false')
            expect(button(SHARE_BUTTON.page)).toBeTruthy()
            expect(screen.queryByRole('link', { name: 'Download 360° photo' })).toBeNull()
          },
          'tab.facebook.photo360': () => {
            expect(button('Facebook Page Share').getAttribute('aria-pressed')).toBe('false')
            expect(button('360 Photo').getAttribute('aria-pressed')).toBe('true')
            expect(button(SHARE_BUTTON.photo360)).toBeTruthy()
            expect(screen.getByRole('link', { name: 'Download 360° photo' }).getAttribute('href')).toMatch(
              /^\/media\/12-elm-st\/scenes\/s01\/adjusted-pano\.jpg\?v=7&filename=12-elm-st-360\.jpg$/,
            )
          },
          'tab.linkedin': () => {
            onTab('linkedin')()
            expect(button(SHARE_BUTTON.linkedin)).toBeTruthy()
          },
          'tab.twitter': () => {
            onTab('twitter')()
            const box = screen.getByLabelText('Your post (the link is added for you)') as HTMLTextAreaElement
            expect(box.value).toBe(tweet)
            expect(box.maxLength).toBe(256)
            expect(screen.getByText(counter(tweet))).toBeTruthy()
          },
          'copy.idle': (s: Snapshot) => {
            const copyHere = s.matches({ tab: 'link' }) || s.matches({ tab: 'embed' })
            expect(copyButtonText()).toEqual(copyHere ? ['Copy'] : [])
            expect(statusText()).not.toContain(COPIED)
            expect(statusText()).not.toContain('copy it by hand')
          },
          'copy.copying': (s: Snapshot) => {
            expect(copyButtonText()).toEqual(['Copy'])
            expect(statusText()).toBe('')
            const shown = s.matches({ tab: 'link' })
              ? publicUrl()
              : (screen.getByLabelText(/^Paste this code/) as HTMLTextAreaElement).value
            expect(sut.copyText.calls.at(-1)).toEqual({ text: shown })
          },
          'copy.copied': () => {
            expect(copyButtonText()).toEqual(['Copied ✓'])
            expect(statusText()).toContain(COPIED)
          },
          'copy.failed': () => {
            expect(copyButtonText()).toEqual(['Copy'])
            expect(statusText()).toContain(COPY_FAILED)
          },
          'popup.idle': () => expect(statusText()).not.toContain(BLOCKED),
          'popup.opening': (s: Snapshot) => {
            const network = (['facebook', 'linkedin', 'twitter'] as const).find((t) => s.matches({ tab: t }))
            const popup = sut.openPopup.calls.at(-1) as { url: string; width: number; height: number }
            expect({ width: popup.width, height: popup.height }).toEqual(SPEC_POPUP[network as ShareTab])
            const url = decodeURIComponent(popup.url)
            expect(url).toContain(publicUrl())
            if (network === 'twitter') expect(url).toContain(shared)
            expect(statusText()).not.toContain(BLOCKED)
          },
          'popup.blocked': () => expect(statusText()).toContain(BLOCKED),
        },
        // Each executor does what a person (or the browser) does, then checks what SPEC §2 says must follow it,
        // whatever the model predicts: a wrong target in the chart moves the model too, but not the spec.
        events: asExecutors<ModelEvent>({
          'tab.changed': async ({ event }) => {
            await settle(() => fireEvent.click(tab(event.tab)))
            expect(selectedTabs()).toEqual([TAB_NAMES[event.tab]])
            // A confirmation, a failure or a blocked pop-up belongs to the tab it happened on.
            expect(copyButtonText()).toEqual(event.tab === 'link' || event.tab === 'embed' ? ['Copy'] : [])
            expect(statusText()).toBe('')
          },
          'facebook.subtab': async ({ event }) => {
            const name = event.subTab === 'page' ? 'Facebook Page Share' : '360 Photo'
            await settle(() => fireEvent.click(button(name)))
            expect(button(name).getAttribute('aria-pressed')).toBe('true')
          },
          copy: async () => {
            const calls = sut.copyText.calls.length
            const shown = (screen.queryByLabelText('Link to this listing') ??
              screen.getByLabelText(/^Paste this code/)) as HTMLInputElement
            await settle(() => fireEvent.click(screen.getByRole('button', { name: /^Cop/ })))
            // The text in the field, copied within the click; no confirmation until the clipboard answers.
            expect(sut.copyText.calls.slice(calls)).toEqual([{ text: shown.value }])
            expect(copyButtonText()).toEqual(['Copy'])
            expect(statusText()).toBe('')
          },
          'share.open': async () => {
            const calls = sut.openPopup.calls.length
            shared = tweet
            const name = Object.values(SHARE_BUTTON).find((n) => screen.queryByRole('button', { name: n }))
            await settle(() => fireEvent.click(button(name as string)))
            // Browsers allow a pop-up only within the click: it must be asked for during it, once.
            expect(sut.openPopup.calls).toHaveLength(calls + 1)
            expect(statusText()).toBe('')
          },
          'tweet.changed': async ({ event }) => {
            const box = () => screen.getByLabelText('Your post (the link is added for you)') as HTMLTextAreaElement
            await settle(() => fireEvent.change(box(), { target: { value: event.text } }))
            tweet = clamped
            expect(box().value).toBe(clamped)
            expect(screen.getByText('280/280')).toBeTruthy()
          },
          'xstate.done.actor.copyText': async () => {
            await settle(() => sut.copyText.resolve())
            expect(copyButtonText()).toEqual(['Copied ✓'])
            expect(statusText()).toBe(COPIED)
          },
          'xstate.error.actor.copyText': async () => {
            await settle(() => sut.copyText.reject(new Error('Clipboard denied')))
            expect(copyButtonText()).toEqual(['Copy'])
            expect(statusText()).toBe(COPY_FAILED)
          },
          'xstate.after.copyConfirmation.shareModal.copy.copied': async () => {
            // The confirmation shows for 5 s: still there a moment before, gone at 5 s.
            await act(() => vi.advanceTimersByTimeAsync(4_999))
            expect(copyButtonText()).toEqual(['Copied ✓'])
            await act(() => vi.advanceTimersByTimeAsync(1))
            expect(copyButtonText()).toEqual(['Copy'])
            expect(statusText()).toBe('')
          },
          'xstate.done.actor.openPopup': async () => {
            await settle(() => sut.openPopup.resolve())
            expect(statusText()).toBe('')
          },
          'xstate.error.actor.openPopup': async () => {
            await settle(() => sut.openPopup.reject(new Error('blocked')))
            expect(statusText()).toBe(BLOCKED)
          },
        }),
      })
    })
  }

  it('Close removes the modal parameter, and the modal with it', async () => {
    const sut = await mount()
    await settle(() => fireEvent.click(tab('twitter')))
    await settle(() => fireEvent.click(button('Close')))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sut.router.state.location.search).toEqual({})
    expect(sut.router.state.location.pathname).toBe('/12-elm-st')
  })
})
