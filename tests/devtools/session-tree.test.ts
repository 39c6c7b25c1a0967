import { describe, expect, it } from 'vitest'
import type { LiveSnapshot } from '../../src/devtools/live-protocol'
import { givenActorName, sessionTree } from '../../src/devtools/session-tree'

const session = (sessionId: string, parentSessionId: string | null, actorId = 'x:0'): LiveSnapshot => ({
  sessionId,
  parentSessionId,
  actorId,
  tabId: 't',
  tabPath: '/',
  chartId: sessionId,
  status: 'active',
  value: 'idle',
  tags: [],
  context: {},
  event: 'xstate.init',
  sequence: 0,
})

const shape = (sessions: LiveSnapshot[]) => sessionTree(sessions).map((row) => `${row.depth}:${row.session.sessionId}`)

describe('the live list as a tree', () => {
  it.each([
    ['roots in arrival order', [session('a', null), session('b', null)], ['0:a', '0:b']],
    [
      'an invoked chart under its parent, even when it arrives first',
      [session('child', 'app'), session('app', null), session('other', null)],
      ['0:app', '1:child', '0:other'],
    ],
    [
      'grandchildren deeper still',
      [session('app', null), session('dialog', 'app'), session('reset', 'dialog'), session('menu', 'app')],
      ['0:app', '1:dialog', '2:reset', '1:menu'],
    ],
    ['a chart whose parent is not listed is a root', [session('orphan', 'gone')], ['0:orphan']],
    ['nothing running', [], []],
  ])('%s', (_name, sessions, expected) => {
    expect(shape(sessions)).toEqual(expected)
  })

  it.each([
    ['x:0', null],
    ['x:12', null],
    ['checkout', 'checkout'],
    ['accountDialog', 'accountDialog'],
    ['x:', 'x:'],
  ])('the actor id %s is shown as %s', (actorId, shown) => {
    expect(givenActorName(actorId)).toBe(shown)
  })
})
