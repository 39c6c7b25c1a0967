import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { hintQueueActors } from '../../src/machines/hint-queue/hint-queue.actors'
import { hintQueueMachine } from '../../src/machines/hint-queue/hint-queue.machine'
import { HINT_COMPLETED_HOLD_MS, HINT_PRIORITY, HINT_SHAKE_MS } from '../../src/schemas/constants'
import { type HintHistory, hintHistory } from '../../src/schemas/local-store'
import { LocalStore } from '../../src/services/LocalStore'
import { makeTestRuntime } from '../../src/services/runtime'
import { answering } from '../support/stub-actors'

function start(history: HintHistory = {}) {
  const save = answering<void, HintHistory>(() => undefined)
  const actor = createActor(hintQueueMachine.provide({ actors: { saveHistory: save.logic } }), {
    input: { history },
  }).start()
  const snapshot = () => actor.getSnapshot()
  const shown = () => snapshot().context.current?.name ?? null
  const request = (name: keyof typeof HINT_PRIORITY | 'done', final = false) =>
    actor.send({ type: 'hint.request', name, priority: name === 'done' ? 1 : HINT_PRIORITY[name], final })
  return { actor, save, snapshot, shown, request }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('hint queue chart (SPEC §4 Hints, §9 priorities and shake)', () => {
  it('shows the first hint asked for at once, and the rest by priority, one at a time', () => {
    const { actor, snapshot, shown, request } = start()
    expect(snapshot().hasTag('showing')).toBe(false)
    request('autoplay')
    expect(shown()).toBe('autoplay')
    expect(snapshot().hasTag('showing')).toBe(true)
    request('thumbnail')
    request('drag')
    request('move')
    expect(snapshot().context.queue.map((h) => h.name)).toEqual(['drag', 'move', 'thumbnail'])
    actor.send({ type: 'hint.dismiss' })
    expect(shown()).toBe('drag')
    actor.send({ type: 'hint.dismiss' })
    expect(shown()).toBe('move')
  })

  it('shows final hints last, after lower priorities', () => {
    const { actor, shown, request } = start()
    request('drag')
    request('done', true)
    request('autoplay')
    actor.send({ type: 'hint.dismiss' })
    expect(shown()).toBe('autoplay')
    actor.send({ type: 'hint.dismiss' })
    expect(shown()).toBe('done')
  })

  it('ignores a hint already ended, queued or on screen', () => {
    const { snapshot, request } = start({ move: 'dismissed', thumbnail: 'completed' })
    request('move')
    request('thumbnail')
    expect(snapshot().hasTag('showing')).toBe(false)
    request('drag')
    request('drag')
    request('autoplay')
    request('autoplay')
    expect(snapshot().context.current?.name).toBe('drag')
    expect(snapshot().context.queue.map((h) => h.name)).toEqual(['autoplay'])
  })

  it('holds a completed hint 2 s, then shows the next', async () => {
    const { actor, save, snapshot, shown, request } = start()
    request('drag')
    request('move')
    actor.send({ type: 'hint.complete', name: 'drag' })
    expect(snapshot().hasTag('completed')).toBe(true)
    expect(snapshot().hasTag('showing')).toBe(true)
    expect(snapshot().context.history).toEqual({ drag: 'completed' })
    expect(save.calls.at(-1)).toEqual({ drag: 'completed' })
    await vi.advanceTimersByTimeAsync(HINT_COMPLETED_HOLD_MS - 1)
    expect(shown()).toBe('drag')
    await vi.advanceTimersByTimeAsync(1)
    expect(shown()).toBe('move')
    expect(snapshot().hasTag('completed')).toBe(false)
  })

  it('closes the completed hint early when dismissed, keeping it completed', () => {
    const { actor, snapshot, shown, request } = start()
    request('drag')
    actor.send({ type: 'hint.complete', name: 'drag' })
    actor.send({ type: 'hint.dismiss' })
    expect(shown()).toBe(null)
    expect(snapshot().context.history).toEqual({ drag: 'completed' })
  })

  it('records a dismissed hint and saves the history', () => {
    const { actor, save, request } = start({ move: 'completed' })
    request('drag')
    actor.send({ type: 'hint.dismiss' })
    expect(save.calls).toEqual([{ move: 'completed', drag: 'dismissed' }])
  })

  it('completing a waiting hint takes it out of the queue without showing it', () => {
    const { actor, snapshot, shown, request } = start()
    request('drag')
    request('move')
    actor.send({ type: 'hint.complete', name: 'move' })
    expect(shown()).toBe('drag')
    expect(snapshot().context.queue).toEqual([])
    expect(snapshot().context.history).toEqual({ move: 'completed' })
    actor.send({ type: 'hint.complete', name: 'thumbnail' })
    expect(snapshot().context.history).toEqual({ move: 'completed' })
  })

  it('skip-all dismisses every non-final hint and leaves the final ones', () => {
    const { actor, save, snapshot, shown, request } = start()
    request('move')
    request('drag')
    request('done', true)
    request('autoplay')
    actor.send({ type: 'hints.skipAll' })
    expect(shown()).toBe('done')
    expect(snapshot().context.queue).toEqual([])
    expect(snapshot().context.history).toEqual({ move: 'dismissed', drag: 'dismissed', autoplay: 'dismissed' })
    expect(save.calls).toHaveLength(1)
    actor.send({ type: 'hints.skipAll' })
    expect(shown()).toBe('done')
    expect(save.calls).toHaveLength(1)
  })

  it('restart clears the history and the queue, so every hint can show again', () => {
    const { actor, save, snapshot, shown, request } = start({ drag: 'completed' })
    request('move')
    request('thumbnail')
    actor.send({ type: 'hints.restart' })
    expect(shown()).toBe(null)
    expect(snapshot().context).toMatchObject({ queue: [], history: {} })
    expect(save.calls.at(-1)).toEqual({})
    request('drag')
    expect(shown()).toBe('drag')
  })

  it('shakes the shown hint for 500 ms; another shake starts over', async () => {
    const { actor, snapshot, request } = start()
    actor.send({ type: 'hint.shake' })
    expect(snapshot().hasTag('shaking')).toBe(false)
    request('drag')
    actor.send({ type: 'hint.shake' })
    expect(snapshot().hasTag('shaking')).toBe(true)
    await vi.advanceTimersByTimeAsync(HINT_SHAKE_MS - 100)
    actor.send({ type: 'hint.shake' })
    await vi.advanceTimersByTimeAsync(HINT_SHAKE_MS - 1)
    expect(snapshot().hasTag('shaking')).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(snapshot().hasTag('shaking')).toBe(false)
    expect(snapshot().hasTag('showing')).toBe(true)
  })
})

describe('hint queue, keyboard or pointer (issue 21: the hints speak of keys to keyboard visitors)', () => {
  it('starts speaking to pointers, follows the visitor’s last way of moving, and keeps it through a restart', () => {
    const { actor, snapshot, shown, request, save } = start()
    expect(snapshot().context.inputMode).toBe('pointer')
    request('drag')
    actor.send({ type: 'hints.inputMode', mode: 'keys' })
    expect(snapshot().context.inputMode).toBe('keys')
    // The hint on screen stays, and nothing is saved: the mode is not part of the history.
    expect(shown()).toBe('drag')
    expect(save.calls).toHaveLength(0)
    actor.send({ type: 'hints.restart' })
    expect(snapshot().context.inputMode).toBe('keys')
    actor.send({ type: 'hints.inputMode', mode: 'pointer' })
    expect(snapshot().context.inputMode).toBe('pointer')
  })
})

describe('hint queue actors', () => {
  it('saves the history to local storage', async () => {
    vi.useRealTimers()
    const runtime = makeTestRuntime()
    const actor = createActor(hintQueueMachine.provide({ actors: hintQueueActors(runtime) }), {
      input: { history: {} },
    }).start()
    actor.send({ type: 'hint.request', name: 'drag', priority: HINT_PRIORITY.drag })
    actor.send({ type: 'hint.dismiss' })
    await vi.waitFor(async () =>
      expect(await runtime.runPromise(LocalStore.use((store) => store.get(hintHistory)))).toEqual({
        drag: 'dismissed',
      }),
    )
    actor.stop()
    await runtime.dispose()
  })
})
