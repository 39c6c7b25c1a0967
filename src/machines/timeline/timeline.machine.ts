// The dashboard timeline (SPEC §4 Timeline; issue 17): which item is active and which is expanded. At first the
// rules of src/domain/timeline.ts choose both; the visitor may then expand another item or fold the open one. When
// the listing is read again (after a change, a survey answer or a download) the active item follows the new
// events, and the visitor's own choice is kept while that item still exists.
import { type ActorRefFrom, assign, setup } from 'xstate'
import { activeTimelineIndex, expandedTimelineIndex, timelineKey } from '../../domain/timeline'
import type { OrderEvent } from '../../schemas/OrderEvent'

export interface TimelineInput {
  readonly events: ReadonlyArray<OrderEvent>
}

export interface TimelineContext {
  events: ReadonlyArray<OrderEvent>
  activeKey: string | undefined
  expandedKey: string | undefined
  /** Set once the visitor expands or folds an item themselves; the rules then stop choosing for them. */
  chosenByVisitor: boolean
}

export type TimelineEvent =
  | { type: 'events.changed'; events: ReadonlyArray<OrderEvent> }
  | { type: 'item.toggle'; key: string }

const keyAt = (events: ReadonlyArray<OrderEvent>, index: number) => {
  const event = events[index]
  return event ? timelineKey(event) : undefined
}

const placed = (events: ReadonlyArray<OrderEvent>, previous?: TimelineContext) => {
  const kept =
    previous?.chosenByVisitor &&
    (previous.expandedKey === undefined || events.some((e) => timelineKey(e) === previous.expandedKey))
  return {
    events,
    activeKey: keyAt(events, activeTimelineIndex(events)),
    expandedKey: kept ? previous.expandedKey : keyAt(events, expandedTimelineIndex(events)),
    chosenByVisitor: Boolean(kept),
  }
}

export const timelineMachine = setup({
  types: {
    context: {} as TimelineContext,
    events: {} as TimelineEvent,
    input: {} as TimelineInput,
  },
}).createMachine({
  id: 'timeline',
  context: ({ input }) => placed(input.events),
  initial: 'showing',
  states: {
    showing: {
      on: {
        'events.changed': {
          description: 'The listing was read again: the active item follows; a choice of the visitor is kept.',
          actions: assign(({ context, event }) => placed(event.events, context)),
        },
        'item.toggle': {
          guard: ({ context, event }) => context.events.some((e) => timelineKey(e) === event.key),
          description: 'Expand another item, or fold the expanded one.',
          actions: assign(({ context, event }) => ({
            expandedKey: context.expandedKey === event.key ? undefined : event.key,
            chosenByVisitor: true,
          })),
        },
      },
    },
  },
})

export type TimelineActorRef = ActorRefFrom<typeof timelineMachine>
