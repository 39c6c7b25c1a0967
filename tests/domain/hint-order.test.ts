import { describe, expect, it } from 'vitest'
import { enqueueHint, type QueuedHint } from '../../src/domain/hint-order'

const hint = (name: string, priority: number, final = false): QueuedHint => ({ name, priority, final })
const drag = hint('drag', 2)
const move = hint('move', 3)
const thumbnail = hint('thumbnail', 4)
const autoplay = hint('autoplay', 7)
const finalTip = hint('finalTip', 1, true)
const lastWord = hint('lastWord', 9, true)
const otherMove = hint('otherMove', 3)

describe('hint order (SPEC §4: by priority, final hints last; §9: drag 2, move 3, thumbnail 4, autoplay 7)', () => {
  it.each([
    ['into an empty queue', [], drag, ['drag']],
    ['a higher priority before a lower one', [move, autoplay], drag, ['drag', 'move', 'autoplay']],
    ['between two', [drag, autoplay], thumbnail, ['drag', 'thumbnail', 'autoplay']],
    ['a lower priority at the end', [drag, move], autoplay, ['drag', 'move', 'autoplay']],
    [
      'equal priority after the one asked first',
      [drag, move, autoplay],
      otherMove,
      ['drag', 'move', 'otherMove', 'autoplay'],
    ],
    [
      'a final hint after every non-final, whatever its priority',
      [drag, autoplay],
      finalTip,
      ['drag', 'autoplay', 'finalTip'],
    ],
    ['a non-final hint before a queued final', [drag, finalTip], autoplay, ['drag', 'autoplay', 'finalTip']],
    ['finals among themselves by priority', [drag, lastWord], finalTip, ['drag', 'finalTip', 'lastWord']],
  ] as const)('puts a hint %s', (_, queue, added, names) => {
    expect(enqueueHint(queue, added).map((h) => h.name)).toEqual(names)
  })

  it('leaves the given queue as it was', () => {
    const queue = [drag, autoplay]
    enqueueHint(queue, move)
    expect(queue).toEqual([drag, autoplay])
  })
})
