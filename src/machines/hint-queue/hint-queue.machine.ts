// The hint queue of the 3D tour (SPEC §4 Hints: queued hints show one at a time ordered by priority, final hints
// last; a hint becomes completed or dismissed; skip-all dismisses every non-final hint; restart clears the history;
// a completed hint stays 2 s before the next. SPEC §9: hint priorities, hint shake 500 ms. SPEC §3: hintHistory is
// stored locally). The view asks for hints; the chart decides which one is on screen and remembers how each ended.
import { type ActorRefFrom, assign, setup, spawnChild } from 'xstate'
import { enqueueHint, type QueuedHint } from '../../domain/hint-order'
import { HINT_COMPLETED_HOLD_MS, HINT_SHAKE_MS } from '../../schemas/constants'
import type { HintHistory } from '../../schemas/local-store'
import { notProvided } from '../shared/fromEffect'

export interface HintQueueInput {
  /** The stored hint history (SPEC §3): hints in it are never shown again. */
  readonly history: HintHistory
}

export interface HintQueueContext {
  /** Hints waiting their turn, in showing order (non-final by priority, finals last). */
  queue: ReadonlyArray<QueuedHint>
  /** The hint on screen (showing, or held as completed); null when none is. */
  current: QueuedHint | null
  /** Hint name → how it ended; saved locally on every change. */
  history: HintHistory
  /** How the visitor moves through the tour, so hints speak of drags and clicks or of keys (issue 21). */
  inputMode: HintInputMode
}

export type HintInputMode = 'pointer' | 'keys'

export type HintQueueEvent =
  | { type: 'hint.request'; name: string; priority: number; final?: boolean }
  | { type: 'hint.complete'; name: string }
  | { type: 'hint.dismiss' }
  | { type: 'hints.skipAll' }
  | { type: 'hints.restart' }
  | { type: 'hint.shake' }
  | { type: 'hints.inputMode'; mode: HintInputMode }

export const hintQueueMachine = setup({
  types: {
    context: {} as HintQueueContext,
    events: {} as HintQueueEvent,
    input: {} as HintQueueInput,
    tags: {} as 'showing' | 'completed' | 'shaking',
  },
  actors: {
    saveHistory: notProvided<void, HintHistory>('saveHistory'),
  },
  guards: {
    // A hint already ended, waiting or on screen is asked for again by every render that wants it: ignore it.
    isNewHint: ({ context }, name: string) =>
      !(name in context.history) && context.current?.name !== name && !context.queue.some((h) => h.name === name),
    hasQueuedHint: ({ context }) => context.queue.length > 0,
    isShownHint: ({ context }, name: string) => context.current?.name === name,
    isQueuedHint: ({ context }, name: string) => context.queue.some((h) => h.name === name),
    isShownHintNotFinal: ({ context }) => context.current !== null && !context.current.final,
    hasQueuedNonFinalHint: ({ context }) => context.queue.some((h) => !h.final),
  },
  actions: {
    enqueue: assign({
      queue: ({ context }, hint: QueuedHint) => enqueueHint(context.queue, hint),
    }),
    showNext: assign({
      current: ({ context }) => context.queue[0] ?? null,
      queue: ({ context }) => context.queue.slice(1),
    }),
    clearCurrent: assign({ current: null }),
    recordShown: assign({
      history: ({ context }, outcome: 'completed' | 'dismissed') =>
        context.current ? { ...context.history, [context.current.name]: outcome } : context.history,
    }),
    // The visitor did what a waiting hint asks before it came up: it has nothing left to teach.
    completeQueued: assign({
      queue: ({ context }, name: string) => context.queue.filter((h) => h.name !== name),
      history: ({ context }, name: string) => ({ ...context.history, [name]: 'completed' as const }),
    }),
    dismissQueuedNonFinal: assign({
      queue: ({ context }) => context.queue.filter((h) => h.final),
      history: ({ context }) => ({
        ...context.history,
        ...Object.fromEntries(context.queue.filter((h) => !h.final).map((h) => [h.name, 'dismissed' as const])),
      }),
    }),
    // A new empty history each time: the view asks for its hints again when the history changes, and one shared `{}`
    // left a second restart in a row looking unchanged, so the tips it forgot never came back.
    forgetAll: assign({ queue: [], current: null, history: () => ({}) }),
    saveHistory: spawnChild('saveHistory', { input: ({ context }) => context.history }),
  },
  delays: {
    hintShake: HINT_SHAKE_MS,
    hintCompletedHold: HINT_COMPLETED_HOLD_MS,
  },
}).createMachine({
  id: 'hintQueue',
  context: ({ input }) => ({ queue: [], current: null, history: input.history, inputMode: 'pointer' }),
  initial: 'idle',
  on: {
    'hint.request': {
      guard: { type: 'isNewHint', params: ({ event }) => event.name },
      actions: {
        type: 'enqueue',
        params: ({ event }) => ({ name: event.name, priority: event.priority, final: event.final ?? false }),
      },
    },
    'hints.restart': { target: '.idle', actions: ['forgetAll', 'saveHistory'] },
    'hints.inputMode': { actions: assign({ inputMode: ({ event }) => event.mode }) },
  },
  states: {
    idle: {
      description: 'No hint on screen; the first queued hint comes up at once.',
      always: { guard: 'hasQueuedHint', target: 'showing', actions: 'showNext' },
    },
    showing: {
      tags: ['showing'],
      initial: 'still',
      on: {
        'hint.complete': [
          {
            guard: { type: 'isShownHint', params: ({ event }) => event.name },
            target: 'completed',
            actions: [{ type: 'recordShown', params: 'completed' }, 'saveHistory'],
          },
          {
            guard: { type: 'isQueuedHint', params: ({ event }) => event.name },
            actions: [{ type: 'completeQueued', params: ({ event }) => event.name }, 'saveHistory'],
          },
        ],
        'hint.dismiss': {
          target: 'idle',
          actions: [{ type: 'recordShown', params: 'dismissed' }, 'clearCurrent', 'saveHistory'],
        },
        'hints.skipAll': [
          {
            guard: 'isShownHintNotFinal',
            target: 'idle',
            actions: [
              { type: 'recordShown', params: 'dismissed' },
              'clearCurrent',
              'dismissQueuedNonFinal',
              'saveHistory',
            ],
          },
          { guard: 'hasQueuedNonFinalHint', actions: ['dismissQueuedNonFinal', 'saveHistory'] },
        ],
      },
      states: {
        still: { on: { 'hint.shake': 'shaking' } },
        shaking: {
          tags: ['shaking'],
          description: 'Draws the eye to the hint; another shake starts the 500 ms again.',
          on: { 'hint.shake': { target: 'shaking', reenter: true } },
          after: { hintShake: 'still' },
        },
      },
    },
    completed: {
      tags: ['showing', 'completed'],
      description: 'The hint stays on screen as completed for 2 s; closing it ends the wait early.',
      after: { hintCompletedHold: { target: 'idle', actions: 'clearCurrent' } },
      on: {
        'hint.dismiss': { target: 'idle', actions: 'clearCurrent' },
        'hint.complete': {
          guard: { type: 'isQueuedHint', params: ({ event }) => event.name },
          actions: [{ type: 'completeQueued', params: ({ event }) => event.name }, 'saveHistory'],
        },
        'hints.skipAll': { guard: 'hasQueuedNonFinalHint', actions: ['dismissQueuedNonFinal', 'saveHistory'] },
      },
    },
  },
})

export type HintQueueActorRef = ActorRefFrom<typeof hintQueueMachine>
