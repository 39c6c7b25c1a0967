// The tour's hints (SPEC §4 Hints, §9 priorities): what each says. The thumbnail hint (priority 4) belongs to a
// scene-thumbnail strip this viewer does not have, so it is never asked for.
import { HINT_PRIORITY } from '../../../../schemas/constants'

export interface TourHint {
  readonly name: string
  readonly priority: number
  readonly final?: boolean
  readonly text: string
  /** What the hint says to a visitor using the keyboard, when it differs. */
  readonly keysText?: string
  readonly done: string
}

export const TOUR_HINTS = {
  drag: {
    name: 'drag',
    priority: HINT_PRIORITY.drag,
    text: 'Drag to look around.',
    keysText: 'Use the arrow keys to look around.',
    done: 'That’s it.',
  },
  move: {
    name: 'move',
    priority: HINT_PRIORITY.move,
    text: 'Click a circle on the floor to walk there.',
    keysText: 'Press Tab to reach the places to walk to, then Enter to walk there.',
    done: 'Nice, you moved.',
  },
  floorPlanClick: {
    name: 'floorPlanClick',
    priority: HINT_PRIORITY.floorPlanClick,
    text: 'Click anywhere on the floor plan to jump there.',
    keysText: 'Open Rooms to go straight to any room.',
    done: 'Jumped.',
  },
  floatingPlan: {
    name: 'floatingPlan',
    priority: HINT_PRIORITY.floatingPlan,
    text: 'Drag the floor plan by its handle to move it out of the way.',
    keysText: 'Focus the floor plan’s handle and use the arrow keys to move it out of the way.',
    done: 'Moved.',
  },
  autoplay: {
    name: 'autoplay',
    priority: HINT_PRIORITY.autoplay,
    text: 'Press Guided tour to sit back and watch.',
    done: 'Enjoy the tour.',
  },
  /** Shown last, even after "Skip tips": how to see them again. */
  again: {
    name: 'again',
    priority: 100,
    final: true,
    text: 'The ? button shows these tips again.',
    done: '',
  },
} satisfies Record<string, TourHint>

export type TourHintName = keyof typeof TOUR_HINTS
