// The journey rules against small charts and journeys written by hand: which journeys a chart gives, which of
// them the browser subset keeps, and how a run's own values replace the model's.
import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createMachine } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type Action,
  castJourney,
  coveringEveryTransition,
  type FlowDefinition,
  type Journey,
  journeysOf,
} from './journey'

/** A door: open and close it; a locked door opens only after unlocking. */
const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { open: 'open', lock: 'locked' } },
    open: { on: { close: 'closed' } },
    locked: { on: { unlock: 'closed' } },
  },
})
type DoorEvent = { type: 'open' } | { type: 'close' } | { type: 'lock' } | { type: 'unlock' }

const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value)
const doorFlow: FlowDefinition<'hall', string, DoorEvent> = {
  starts: {
    hall: {
      model: new TestModel(door as never, {
        serializeState,
        events: [{ type: 'open' }, { type: 'close' }, { type: 'lock' }, { type: 'unlock' }],
      }) as never,
      serializeState,
      seen: 'a closed door',
      opening: { page: '/hall', signedInAs: null, actions: [] },
    },
  },
  label: (event) => event.type,
  act: (event): ReadonlyArray<Action> => [{ kind: 'click', name: event.type, scope: 'dialog' }],
  // The reference, as a person would describe the door.
  next: (_seen, event) =>
    ({ open: 'an open door', close: 'a closed door', lock: 'a locked door', unlock: 'a closed door' })[event.type],
  sees: (seen) => [{ kind: 'text', text: seen }],
  transient: () => false,
}

describe('journeysOf', () => {
  const journeys = journeysOf(doorFlow)

  it('gives one journey per transition of the chart, shortest first', () => {
    expect(journeys.map((j) => j.name).sort()).toEqual(
      ['hall: open', 'hall: lock', 'hall: open → close', 'hall: lock → unlock'].sort(),
    )
  })

  it("pairs each step's actions with the reference's sights and the chart's state", () => {
    const unlock = journeys.find((j) => j.name === 'hall: lock → unlock') as Journey
    expect(unlock.steps).toEqual([
      {
        event: 'start',
        actions: [],
        sees: [{ kind: 'text', text: 'a closed door' }],
        transient: false,
        state: '"closed"',
      },
      {
        event: 'lock',
        actions: [{ kind: 'click', name: 'lock', scope: 'dialog' }],
        sees: [{ kind: 'text', text: 'a locked door' }],
        transient: false,
        state: '"locked"',
      },
      {
        event: 'unlock',
        actions: [{ kind: 'click', name: 'unlock', scope: 'dialog' }],
        sees: [{ kind: 'text', text: 'a closed door' }],
        transient: false,
        state: '"closed"',
      },
    ])
  })
})

describe('coveringEveryTransition', () => {
  const step = (event: string, state: string) => ({ event, actions: [], sees: [], transient: false, state })
  const journey = (name: string, ...steps: Array<[string, string]>): Journey => ({
    name,
    start: 'hall',
    opening: { page: '/hall', signedInAs: null, actions: [] },
    steps: [step('start', 'closed'), ...steps.map(([event, state]) => step(event, state))],
  })
  const open = journey('open', ['open', 'open'])
  const openClose = journey('open → close', ['open', 'open'], ['close', 'closed'])
  const lock = journey('lock', ['lock', 'locked'])
  const lockUnlock = journey('lock → unlock', ['lock', 'locked'], ['unlock', 'closed'])

  it('keeps the fewest journeys that take every transition', () => {
    expect(coveringEveryTransition([open, openClose, lock, lockUnlock]).map((j) => j.name)).toEqual([
      'open → close',
      'lock → unlock',
    ])
  })

  it('drops a journey whose every move another journey takes', () => {
    const reopen = journey('open → close → open', ['open', 'open'], ['close', 'closed'], ['open', 'open'])
    const relock = journey('open → close → lock', ['open', 'open'], ['close', 'closed'], ['lock', 'locked'])
    expect(coveringEveryTransition([reopen, relock]).map((j) => j.name)).toEqual(['open → close → lock'])
  })

  it('keeps nothing of nothing', () => {
    expect(coveringEveryTransition([])).toEqual([])
  })

  it('spends no more than the budget, and still takes every free transition', () => {
    // Locking costs one (say, an account the server rations): with one to spend, only one locking journey runs.
    const lockOpen = journey('lock → unlock → open', ['lock', 'locked'], ['unlock', 'closed'], ['open', 'open'])
    const budget = { cost: (j: Journey) => j.steps.filter((s) => s.event === 'lock').length, limit: 1 }
    expect(coveringEveryTransition([open, openClose, lock, lockUnlock, lockOpen], budget).map((j) => j.name)).toEqual([
      'lock → unlock → open',
      'open → close',
    ])
    expect(coveringEveryTransition([openClose, lockUnlock], { ...budget, limit: 0 }).map((j) => j.name)).toEqual([
      'open → close',
    ])
  })
})

describe('castJourney', () => {
  it("swaps the model's values for the run's in typed text and in the sights, nothing else", () => {
    const journey: Journey = {
      name: 'types',
      start: 'hall',
      opening: { page: '/hall', signedInAs: null, actions: [] },
      steps: [
        {
          event: 'field.change',
          actions: [
            { kind: 'fill', label: 'Email', value: 'model@example.com' },
            { kind: 'click', name: 'model@example.com', scope: 'dialog' },
          ],
          sees: [
            { kind: 'field', label: 'Email', value: 'model@example.com', error: undefined },
            { kind: 'text', text: 'model@example.com' },
            { kind: 'status', text: 'Sent to model@example.com.' },
            { kind: 'dialog', name: 'model@example.com' },
          ],
          transient: false,
          state: '"editing"',
        },
      ],
    }
    const cast = castJourney(journey, (value) => value.replaceAll('model@example.com', 'run-7@example.com'))
    expect(cast.steps[0]?.actions).toEqual([
      { kind: 'fill', label: 'Email', value: 'run-7@example.com' },
      { kind: 'click', name: 'model@example.com', scope: 'dialog' },
    ])
    expect(cast.steps[0]?.sees).toEqual([
      { kind: 'field', label: 'Email', value: 'run-7@example.com', error: undefined },
      { kind: 'text', text: 'run-7@example.com' },
      { kind: 'status', text: 'Sent to run-7@example.com.' },
      { kind: 'dialog', name: 'model@example.com' },
    ])
  })
})
