// Model-based test of "Request a revision" (SPEC §4 Timeline Next steps; issue 17): every transition of the
// revision-request chart is replayed through the real panel (RevisionRequest, its chart bound to a test runtime whose
// calls wait until the path answers them). Opening, typing, Cancel and Send are the person's clicks and keys; each
// state is checked in the DOM against what the test keeps itself: the text typed (kept by Cancel and by a failed send,
// gone once sent), Send offered only for a message with words in it, the request the server is sent, and the server's
// refusal in its own words or ours for a call that failed.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type RevisionRequestEvent,
  revisionRequestMachine,
} from '../../src/machines/revision-request/revision-request.machine'
import { StatusError } from '../../src/services/errors'
import { RevisionRequest } from '../../src/ui/features/listing-viewer/sections/dashboard/timeline/RevisionRequest'
import { everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { heldCallsRuntime, settle } from '../support/held-calls'
import { recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'

afterEach(cleanup)

type Snapshot = SnapshotFrom<typeof revisionRequestMachine>
type ModelEvent =
  | RevisionRequestEvent
  | { type: 'xstate.done.actor.sendRequest'; output: { ok: true } }
  | { type: 'xstate.error.actor.sendRequest'; error: unknown }

const TEXT = 'Please brighten the third kitchen photo.'
const BLANK = '   '
const REFUSED = 'You have sent 5 requests this hour. Please try again later.'
const OURS = 'Your request could not be sent. Please try again.'
const input = { tourName: '1836-greenwood-st' }

const refusal = new StatusError({ message: REFUSED })
const failure = new Error('offline')
const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.message === '' ? 'empty' : s.context.message.trim() === '' ? 'blank' : 'text',
    s.context.error ?? null,
  ])

const model = new TestModel<Snapshot, ModelEvent, typeof input>(revisionRequestMachine as never, {
  input,
  stateMatcher,
  serializeState,
  events: ((s: Snapshot) =>
    (
      [
        { type: 'open' },
        { type: 'close' },
        { type: 'message.change', text: TEXT },
        { type: 'message.change', text: BLANK },
        { type: 'send' },
        { type: 'xstate.done.actor.sendRequest', output: { ok: true } },
        { type: 'xstate.error.actor.sendRequest', error: refusal },
        { type: 'xstate.error.actor.sendRequest', error: failure },
      ] as ModelEvent[]
    ).filter((e) =>
      e.type.startsWith('xstate.')
        ? s.matches('sending')
        : e.type === 'message.change'
          ? s.matches('writing') && s.context.message !== (e as { text: string }).text
          : s.can(e as RevisionRequestEvent),
    )) as never,
})

describe('revision request: every transition, in the view', () => {
  const paths = everyTransition(model, serializeState)
  recordPaths('revision-request', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
      const { pending, runtime } = heldCallsRuntime()
      await renderInRouter(() => <RevisionRequest tourName={input.tourName} />, '/', { runtime })
      // The test's own account of the panel.
      let typed = ''
      let shownError: string | null = null
      let sent = false
      const opener = () => screen.queryByRole('button', { name: 'Request a revision' })
      const box = () => screen.getByRole('textbox', { name: 'What should we change?' }) as HTMLTextAreaElement
      const sendButton = () =>
        screen.getByRole('button', { name: /^(Send to the team|Sending…)$/ }) as HTMLButtonElement
      const folded = () => {
        expect(opener()).not.toBeNull()
        expect(screen.queryByRole('textbox')).toBeNull()
        expect(screen.queryByRole('alert')).toBeNull()
      }
      await path.test({
        states: {
          closed: () => {
            folded()
            expect(screen.queryByRole('status')).toBeNull()
          },
          sent: () => {
            folded()
            expect(screen.getByRole('status').textContent).toBe(
              'Sent. The team will reply by e-mail within one business day.',
            )
          },
          writing: () => {
            expect(box().value).toBe(typed)
            expect(sendButton().textContent).toBe('Send to the team')
            expect(sendButton().disabled).toBe(typed.trim() === '')
            expect(screen.queryByRole('alert')?.textContent ?? null).toBe(shownError)
          },
          sending: () => {
            expect(sendButton().textContent).toBe('Sending…')
            expect(sendButton().disabled).toBe(true)
            expect(screen.queryByRole('alert')).toBeNull()
            expect(pending.map((c) => [c.path, c.request])).toEqual([
              ['/listing/revision-request', { tourName: input.tourName, message: typed }],
            ])
          },
        },
        events: {
          open: () => {
            if (sent) typed = ''
            sent = false
            fireEvent.click(opener() as HTMLElement)
          },
          close: () => {
            shownError = null
            fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
          },
          'message.change': ({ event }: { event: ModelEvent }) => {
            typed = (event as { text: string }).text
            shownError = null
            fireEvent.change(box(), { target: { value: typed } })
          },
          send: () => {
            shownError = null
            fireEvent.submit(box().closest('form') as HTMLFormElement)
          },
          'xstate.done.actor.sendRequest': async () => {
            sent = true
            shownError = null
            await settle(() => pending.shift()?.resolve({ ok: true }))
          },
          'xstate.error.actor.sendRequest': async ({ event }: { event: ModelEvent }) => {
            const error = (event as { error: unknown }).error
            shownError = error === refusal ? REFUSED : OURS
            await settle(() => pending.shift()?.reject((error === refusal ? refusal : failure) as never))
          },
        } as never,
      })
    })
  }
})
