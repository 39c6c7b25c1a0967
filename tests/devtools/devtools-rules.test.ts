// The chart gallery's rules, checked against expectations written by hand: the event a sender builds from a type and
// JSON fields, the active paths and state line of a snapshot's value, the context made safe to post, the names of
// guards and actions, the model read from a small chart written here, and the escaping of tables and diagrams.
import { describe, expect, it } from 'vitest'
import { and, assign, emit, fromPromise, not, raise, sendTo, setup } from 'xstate'
import type { ChartLayout } from '../../src/devtools/chart-layout'
import { actionName, type ChartModel, chartModel, chartStates, guardName } from '../../src/devtools/chart-model'
import { diagramSvg } from '../../src/devtools/diagram-svg'
import { EVENT_PAYLOAD_MAX_LENGTH, eventFromPayload } from '../../src/devtools/event-payload'
import { plainData } from '../../src/devtools/plain-data'
import { activePaths, stateLine } from '../../src/devtools/state-paths'
import { transitionTable } from '../../src/devtools/transition-table'

const NOT_JSON = 'The fields are not valid JSON (for example {"code": "a1"}).'
const NOT_OBJECT = 'The fields must be a JSON object, like {"code": "a1"}.'
const TOO_LONG = 'The fields are too long (at most 10000 characters).'
const NO_TYPE = 'Choose an event to send.'

/** A JSON object exactly `length` characters long: {"a":"xxx…"}. */
const objectOfLength = (length: number) => `{"a":"${'x'.repeat(length - 8)}"}`

describe('eventFromPayload', () => {
  it('has the documented limit', () => {
    expect(EVENT_PAYLOAD_MAX_LENGTH).toBe(10_000)
    expect(objectOfLength(10_000)).toHaveLength(10_000)
  })

  it.each([
    ['an empty type', '', '', { ok: false, error: NO_TYPE }],
    ['a blank type', '   ', '{"code":"a1"}', { ok: false, error: NO_TYPE }],
    ['a type and no fields', 'promo.apply', '', { ok: true, event: { type: 'promo.apply' } }],
    ['a type and blank fields', 'promo.apply', '  \n ', { ok: true, event: { type: 'promo.apply' } }],
    ['a type with spaces around it', '  promo.apply ', '', { ok: true, event: { type: 'promo.apply' } }],
    ['fields', 'promo.change', '{"value":"SPRING"}', { ok: true, event: { type: 'promo.change', value: 'SPRING' } }],
    ['nested fields', 'a', '{"b":{"c":[1,2]}}', { ok: true, event: { type: 'a', b: { c: [1, 2] } } }],
    ['bad JSON', 'a', '{code: a1}', { ok: false, error: NOT_JSON }],
    ['a JSON fragment', 'a', '{"code":', { ok: false, error: NOT_JSON }],
    ['an array', 'a', '[1, 2]', { ok: false, error: NOT_OBJECT }],
    ['null', 'a', 'null', { ok: false, error: NOT_OBJECT }],
    ['a string', 'a', '"a1"', { ok: false, error: NOT_OBJECT }],
    ['a number', 'a', '3', { ok: false, error: NOT_OBJECT }],
    ['fields one character too long', 'a', objectOfLength(10_001), { ok: false, error: TOO_LONG }],
    ['too long even when not JSON', 'a', 'x'.repeat(10_001), { ok: false, error: TOO_LONG }],
    ['an empty type before too long fields', '', 'x'.repeat(10_001), { ok: false, error: NO_TYPE }],
    [
      'a type that overrides a type field',
      'promo.apply',
      '{"type":"promo.remove","code":"a1"}',
      { ok: true, event: { type: 'promo.apply', code: 'a1' } },
    ],
  ])('%s', (_, type, payload, expected) => {
    expect(eventFromPayload(type, payload)).toEqual(expected)
  })

  it('accepts fields exactly at the limit', () => {
    const result = eventFromPayload('a', objectOfLength(10_000))
    expect(result.ok).toBe(true)
    expect(result.ok && (result.event.a as string).length).toBe(10_000 - 8)
  })
})

describe('activePaths and stateLine', () => {
  it.each([
    ['a string value', 'idle', ['idle'], 'idle'],
    [
      'a nested value',
      { checkout: { open: 'terms' } },
      ['checkout', 'checkout.open', 'checkout.open.terms'],
      'checkout.open.terms',
    ],
    [
      'a parallel value',
      { checkout: { open: 'terms' }, period: 'monthly' },
      ['checkout', 'checkout.open', 'checkout.open.terms', 'period', 'period.monthly'],
      'checkout.open.terms, period.monthly',
    ],
    [
      'parallel regions nested in a state',
      { view: { chart: 'ready' }, live: 'following' },
      ['view', 'view.chart', 'view.chart.ready', 'live', 'live.following'],
      'view.chart.ready, live.following',
    ],
    ['sibling keys where one name starts the other', { a: 'x', ab: 'y' }, ['a', 'a.x', 'ab', 'ab.y'], 'a.x, ab.y'],
    ['an empty region', { region: {} }, ['region'], 'region'],
    ['an empty object', {}, [], '(no state)'],
    ['null', null, [], '(no state)'],
    ['undefined', undefined, [], '(no state)'],
    ['a number', 3, [], '(no state)'],
  ])('%s', (_, value, paths, line) => {
    expect(activePaths(value)).toEqual(paths)
    expect(stateLine(value)).toBe(line)
  })

  it('puts a prefix before every path', () => {
    expect(activePaths({ open: 'terms' }, 'checkout')).toEqual(['checkout.open', 'checkout.open.terms'])
    expect(activePaths('idle', 'root')).toEqual(['root.idle'])
  })
})

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

const cyclic = () => {
  const node: Record<string, unknown> = { name: 'a' }
  node.self = node
  return node
}

const nested = (levels: number): unknown => (levels === 0 ? 1 : { a: nested(levels - 1) })

describe('plainData', () => {
  it.each<[string, unknown, unknown]>([
    ['null', null, null],
    ['a boolean', true, true],
    ['a number', 4.5, 4.5],
    ['a short string', 'hello', 'hello'],
    ['undefined', undefined, undefined],
    ['a bigint', 12n, '12n'],
    ['a symbol', Symbol('s'), 'Symbol(s)'],
    ['a named function', function load() {}, '[function load]'],
    ['a function in an object, named by its key', { onTick: () => 1 }, { onTick: '[function onTick]' }],
    ['an anonymous function', [() => 1], ['[function anonymous]']],
    ['a Set', new Set([1, 'two']), { '[Set]': [1, 'two'] }],
    [
      'a Map',
      new Map<string, unknown>([
        ['a', 1],
        ['b', { c: 2 }],
      ]),
      {
        '[Map]': [
          ['a', 1],
          ['b', { c: 2 }],
        ],
      },
    ],
    ['a Date', new Date(Date.UTC(2026, 10, 27, 8, 30)), '2026-11-27T08:30:00.000Z'],
    ['a cycle', cyclic(), { name: 'a', self: '[circular]' }],
    [
      'a cycle through an array',
      (() => {
        const list: unknown[] = [1]
        list.push(list)
        return { list }
      })(),
      { list: [1, '[circular]'] },
    ],
    ['an actor', { sessionId: 'x:3', id: 'layout', send: () => {} }, '[actor layout]'],
    ['an actor without an id', { sessionId: 'x:3', send: () => {} }, '[actor ]'],
    [
      'an actor in the context',
      { child: { sessionId: 'x:4', id: 'channel', send() {} } },
      { child: '[actor channel]' },
    ],
    ['a sessionId without send is data', { sessionId: 'x:5', send: 'no' }, { sessionId: 'x:5', send: 'no' }],
    ['a class instance', new Point(1, 2), '[Point]'],
    ['a class instance in an object', { at: new Point(1, 2) }, { at: '[Point]' }],
    ['an object without a prototype', Object.assign(Object.create(null), { a: 1 }), { a: 1 }],
    ['six levels', nested(6), { a: { a: { a: { a: { a: { a: 1 } } } } } }],
    ['seven levels, the deepest cut', nested(7), { a: { a: { a: { a: { a: { a: '[…]' } } } } } }],
    ['a string of 300 characters', 'x'.repeat(300), 'x'.repeat(300)],
    ['a string of 301 characters', 'x'.repeat(301), `${'x'.repeat(300)}…`],
  ])('%s', (_, value, expected) => {
    expect(plainData(value)).toEqual(expected)
  })

  it('cuts arrays after 40 items and says how many more', () => {
    const items = Array.from({ length: 45 }, (_, i) => i)
    expect(plainData(items)).toEqual([...items.slice(0, 40), '… 5 more'])
    expect(plainData(items.slice(0, 40))).toEqual(items.slice(0, 40))
  })

  it('cuts objects after 40 keys and says how many more', () => {
    const object = Object.fromEntries(Array.from({ length: 42 }, (_, i) => [`k${i}`, i]))
    const expected = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i]))
    expect(plainData(object)).toEqual({ ...expected, '…': '2 more' })
  })

  it('cuts a Set of many values like an array', () => {
    const values = new Set(Array.from({ length: 41 }, (_, i) => i))
    expect(plainData(values)).toEqual({ '[Set]': [...Array.from({ length: 40 }, (_, i) => i), '… 1 more'] })
  })

  it('shows an object reached twice, not through a cycle, both times', () => {
    const agent = { name: 'Dana' }
    expect(plainData({ listing: { agent }, booking: { agent }, agents: [agent, agent] })).toEqual({
      listing: { agent: { name: 'Dana' } },
      booking: { agent: { name: 'Dana' } },
      agents: [{ name: 'Dana' }, { name: 'Dana' }],
    })
  })

  it('gives something structuredClone accepts', () => {
    const context = {
      actor: { sessionId: 'x:1', id: 'child', send: () => {} },
      callback: () => {},
      point: new Point(0, 0),
      self: undefined as unknown,
    }
    context.self = context
    expect(() => structuredClone(plainData(context))).not.toThrow()
  })
})

describe('guardName', () => {
  it.each<[string, unknown, string]>([
    ['a string', 'canSubmit', 'canSubmit'],
    ['an object', { type: 'canSubmit' }, 'canSubmit'],
    ['an object with params', { type: 'atLeast', params: { count: 2 } }, 'atLeast({"count":2})'],
    ['and', and(['a', 'b']), 'and(a, b)'],
    ['not', not('a'), 'not(a)'],
    ['and with not', and(['a', not('b')]), 'and(a, not(b))'],
    ['and with params', and([{ type: 'atLeast', params: { count: 1 } }, 'b']), 'and(atLeast({"count":1}), b)'],
  ])('%s', (_, guard, expected) => {
    expect(guardName(guard)).toBe(expected)
  })

  it('names an inline condition by its source', () => {
    const name = guardName(({ context }: { context: { count: number } }) => context.count > 2)
    expect(name.startsWith('inline: ')).toBe(true)
    expect(name).toContain('context.count > 2')
  })

  it('cuts a long inline condition at 100 characters', () => {
    const name = guardName(
      ({ context }: { context: { aVeryLongFieldName: number; anotherVeryLongFieldName: number } }) =>
        context.aVeryLongFieldName > 2 && context.anotherVeryLongFieldName < 3 && context.aVeryLongFieldName !== 7,
    )
    expect(name.startsWith('inline: ')).toBe(true)
    expect(name).toHaveLength('inline: '.length + 100)
    expect(name.endsWith('…')).toBe(true)
  })
})

describe('actionName', () => {
  it.each<[string, unknown, string]>([
    ['a string', 'track', 'track'],
    ['an object', { type: 'track' }, 'track'],
    ['an object with params', { type: 'track', params: { step: 2 } }, 'track({"step":2})'],
    ['params computed at run time', { type: 'track', params: () => ({ step: 2 }) }, 'track'],
    ['assign of fields', assign({ a: 1, b: 2 }), 'assign(a, b)'],
    ['assign of a function', assign(() => ({})), 'assign'],
    ['raise', raise({ type: 'x' }), 'raise(x)'],
    ['raise of a computed event', raise(() => ({ type: 'x' })), 'raise'],
    ['emit', emit({ type: 'y' }), 'emit(y)'],
    ['sendTo', sendTo('child', { type: 'z' }), 'sendTo(child, z)'],
  ])('%s', (_, action, expected) => {
    expect(actionName(action)).toBe(expected)
  })

  it('names an inline action by its source', () => {
    const name = actionName(() => console.info('hello'))
    expect(name.startsWith('inline: ')).toBe(true)
    expect(name).toContain('console.info(')
    expect(name).toContain('hello')
  })
})

/** A small chart with every kind of state and trigger the model reads. */
const sample = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'go' } | { type: 'note' } | { type: 'restart' } | { type: 'left.next' },
  },
  actors: { load: fromPromise(async () => 1) },
  guards: { ready: () => true, slowNetwork: () => false },
  actions: { track: () => {}, warn: () => {} },
  delays: { patience: 2000 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  context: { count: 0 },
  states: {
    idle: {
      tags: ['quiet'],
      entry: 'track',
      on: {
        go: { guard: 'ready', target: 'loading', actions: assign({ count: 1 }) },
        note: { actions: 'track' },
      },
      after: { 500: 'loading' },
    },
    loading: {
      tags: ['busy', 'quiet'],
      description: 'Waits for the load.',
      exit: 'warn',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'both', actions: 'track' },
        onError: { target: 'idle', actions: raise({ type: 'note' }) },
      },
      on: { restart: { target: 'loading', reenter: true } },
      after: { patience: { guard: 'slowNetwork', actions: 'warn' } },
    },
    both: {
      type: 'parallel',
      onDone: 'finished',
      states: {
        left: {
          initial: 'a',
          states: {
            a: { on: { 'left.next': 'b' } },
            b: { type: 'final' },
          },
        },
        right: {
          initial: 'c',
          states: {
            c: { always: { guard: not('slowNetwork'), target: 'd' } },
            d: { type: 'final' },
          },
        },
      },
    },
    finished: { type: 'final' },
  },
})

describe('chartModel of a small chart', () => {
  const model = chartModel(sample)

  it('lists its vocabulary', () => {
    expect(model.id).toBe('sample')
    expect(model.events).toEqual(['go', 'left.next', 'note', 'restart'])
    expect(model.guards).toEqual(['ready', 'slowNetwork'])
    expect(model.actions).toEqual(['track', 'warn'])
    expect(model.actors).toEqual(['load'])
    expect(model.delays).toEqual(['patience'])
    expect(model.tags).toEqual(['busy', 'quiet'])
  })

  it('reads every state, depth first', () => {
    const states = chartStates(model).map(({ children: _, ...state }) => state)
    const plain = { tags: [], entry: [], exit: [], invoke: [] }
    expect(states).toEqual([
      { ...plain, path: '', key: 'sample', type: 'compound', initial: 'idle' },
      { ...plain, path: 'idle', key: 'idle', type: 'atomic', tags: ['quiet'], entry: ['track'] },
      {
        ...plain,
        path: 'loading',
        key: 'loading',
        type: 'atomic',
        tags: ['busy', 'quiet'],
        exit: ['warn'],
        invoke: ['load'],
        description: 'Waits for the load.',
      },
      { ...plain, path: 'both', key: 'both', type: 'parallel' },
      { ...plain, path: 'both.left', key: 'left', type: 'compound', initial: 'both.left.a' },
      { ...plain, path: 'both.left.a', key: 'a', type: 'atomic' },
      { ...plain, path: 'both.left.b', key: 'b', type: 'final' },
      { ...plain, path: 'both.right', key: 'right', type: 'compound', initial: 'both.right.c' },
      { ...plain, path: 'both.right.c', key: 'c', type: 'atomic' },
      { ...plain, path: 'both.right.d', key: 'd', type: 'final' },
      { ...plain, path: 'finished', key: 'finished', type: 'final' },
    ])
  })

  it('nests the states under their parents', () => {
    const both = model.root.children.find((state) => state.key === 'both')
    expect(model.root.children.map((state) => state.key)).toEqual(['idle', 'loading', 'both', 'finished'])
    expect(both?.children.map((state) => state.path)).toEqual(['both.left', 'both.right'])
  })

  it('reads every transition with its trigger, guard, targets and actions', () => {
    const by = (source: string) =>
      model.transitions
        .filter((t) => t.source === source)
        .map(({ source: _, ...t }) => t)
        .sort((a, b) => a.label.localeCompare(b.label))
    expect(by('idle')).toEqual([
      {
        label: 'after 500 ms',
        eventType: 'xstate.after.500.sample.idle',
        kind: 'after',
        targets: ['loading'],
        actions: [],
        reenter: false,
      },
      {
        label: 'go',
        eventType: 'go',
        kind: 'event',
        targets: ['loading'],
        guard: 'ready',
        actions: ['assign(count)'],
        reenter: false,
      },
      { label: 'note', eventType: 'note', kind: 'event', targets: [], actions: ['track'], reenter: false },
    ])
    expect(by('loading')).toEqual([
      {
        label: 'after patience',
        eventType: 'xstate.after.patience.sample.loading',
        kind: 'after',
        targets: [],
        guard: 'slowNetwork',
        actions: ['warn'],
        reenter: false,
      },
      {
        label: 'done: load',
        eventType: 'xstate.done.actor.load',
        kind: 'done',
        targets: ['both'],
        actions: ['track'],
        reenter: false,
      },
      {
        label: 'error: load',
        eventType: 'xstate.error.actor.load',
        kind: 'error',
        targets: ['idle'],
        actions: ['raise(note)'],
        reenter: false,
      },
      { label: 'restart', eventType: 'restart', kind: 'event', targets: ['loading'], actions: [], reenter: true },
    ])
    expect(by('both')).toEqual([
      {
        label: 'done (all final)',
        eventType: 'xstate.done.state.sample.both',
        kind: 'state-done',
        targets: ['finished'],
        actions: [],
        reenter: false,
      },
    ])
    expect(by('both.left.a')).toEqual([
      {
        label: 'left.next',
        eventType: 'left.next',
        kind: 'event',
        targets: ['both.left.b'],
        actions: [],
        reenter: false,
      },
    ])
    expect(by('both.right.c')).toEqual([
      {
        label: 'always',
        eventType: '',
        kind: 'always',
        targets: ['both.right.d'],
        guard: 'not(slowNetwork)',
        actions: [],
        reenter: false,
      },
    ])
    // Nothing else: 3 + 4 + 1 + 1 + 1.
    expect(model.transitions).toHaveLength(10)
  })

  it('prints the chart as a table a reviewer reads', () => {
    const table = transitionTable(model, 'src/machines/sample/sample.machine.ts')
    expect(table).toContain('- Events: `go`, `left.next`, `note`, `restart`')
    expect(table).toContain('- Delays: `patience`')
    expect(table).toContain('| loading | atomic |   | busy; quiet |   | warn | load |')
    // An empty cell is one space, and a delay is shown by its transition, not as entry and exit actions.
    expect(table).toContain('| idle | atomic |   | quiet | track |   |   |')
    expect(table).toContain('| both.left | compound | both.left.a |   |   |   |   |')
    expect(table).toContain('| idle | go | ready | loading | assign(count) |')
    expect(table).toContain('| idle | note |   | (stays) | track |')
    expect(table).toContain('| loading | restart |   | loading (re-enters) |   |')
    expect(table).toContain('| both | done (all final) |   | finished |   |')
    expect(table).toContain('| both.right.c | always | not(slowNetwork) | both.right.d |   |')
  })
})

const state = (path: string, key: string) => ({
  path,
  key,
  type: 'atomic' as const,
  tags: [],
  entry: [],
  exit: [],
  invoke: [],
  children: [],
})

describe('transitionTable escaping', () => {
  const model: ChartModel = {
    id: 'odd',
    root: { ...state('', 'odd'), type: 'compound', initial: 'a', children: [state('a', 'a')] },
    transitions: [
      {
        source: 'a',
        label: 'pick|one',
        eventType: 'pick|one',
        kind: 'event',
        targets: [],
        guard: 'inline: ({ context }) => context.n < 2 || context.m > 3',
        actions: ['x|y', 'back\\slash'],
        reenter: false,
      },
    ],
    events: ['pick|one'],
    guards: [],
    actions: [],
    actors: [],
    delays: [],
    tags: [],
  }

  it('escapes pipes, angle brackets and backslashes in cells', () => {
    const table = transitionTable(model, 'odd.ts')
    expect(table).toContain(
      '| a | pick\\|one | inline: ({ context }) => context.n &lt; 2 \\|\\| context.m > 3 | (stays) | x\\|y; back\\\\slash |',
    )
    const rows = table.split('\n').filter((line) => line.startsWith('| a | pick'))
    // Five cells: the escaped pipes split nothing.
    expect(rows[0]?.split(/(?<!\\)\|/).length).toBe(7)
  })
})

describe('diagramSvg escaping', () => {
  const layout: ChartLayout = {
    width: 400,
    height: 200,
    states: [
      {
        path: '',
        state: { ...state('', 'odd'), type: 'compound' },
        x: 0,
        y: 0,
        width: 400,
        height: 200,
        region: false,
        depth: 0,
        staying: [],
      },
      {
        path: 'a"b',
        state: { ...state('a"b', 'Tom & <Jerry> "quoted"'), tags: ['t<1>'] },
        x: 10,
        y: 40,
        width: 380,
        height: 60,
        region: false,
        depth: 1,
        staying: [],
      },
    ],
    initials: [],
    edges: [
      {
        id: 'edge:0:0',
        transition: null,
        points: [
          { x: 10, y: 10 },
          { x: 20, y: 20 },
        ],
        label: { text: 'go [a < b && "c"]', x: 5, y: 5, width: 120, height: 16 },
      },
    ],
  }

  it('escapes <, & and " in names, tags, labels, paths and the title', () => {
    const svg = diagramSvg(layout, 'Statechart <odd> & "co"')
    expect(svg).toContain('>Tom &amp; &lt;Jerry&gt; &quot;quoted&quot;</text>')
    expect(svg).toContain('>t&lt;1&gt;</text>')
    expect(svg).toContain('>go [a &lt; b &amp;&amp; &quot;c&quot;]</text>')
    expect(svg).toContain('data-path="a&quot;b"')
    expect(svg).toContain('<title>Statechart &lt;odd&gt; &amp; &quot;co&quot;</title>')
    expect(svg).toContain('aria-label="Statechart &lt;odd&gt; &amp; &quot;co&quot;"')
    expect(svg).not.toContain('<Jerry>')
    expect(svg).not.toContain('a < b')
    expect(svg).not.toContain('"quoted"')
  })
})
