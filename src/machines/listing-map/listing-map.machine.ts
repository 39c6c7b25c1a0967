// The listing page's map (SPEC §9 Viewer: Map — appears 500 ms after visibility; §4 info page). The map's code
// loads only when the map has stayed in view for the delay, so scrolling past it costs nothing; until then, and if
// loading fails, the view shows the static map in its place. Once shown, the map stays, in view or not.
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { MapTileInfo } from '../../schemas/api/map'
import { MAP_APPEAR_DELAY_MS } from '../../schemas/constants'
import { notProvided } from '../shared/fromEffect'

export interface ListingMapContext {
  /**
   * The tiles' description, once shown. The OpenLayers adaptor's code loads with it but stays out of the context
   * (plain data only, so inspectors can show it): the view reads it from `listingMapCode` once the map is shown.
   */
  tiles?: MapTileInfo
  /** Why loading failed, for the view's message. */
  error?: string
}

export type ListingMapEvent = { type: 'visibility.changed'; visible: boolean } | { type: 'retry' }

export const listingMapMachine = setup({
  types: {
    context: {} as ListingMapContext,
    events: {} as ListingMapEvent,
    tags: {} as 'placeholder' | 'loading' | 'shown' | 'failed',
  },
  actors: {
    loadMap: notProvided<MapTileInfo, void>('loadMap'),
  },
  guards: {
    isVisible: ({ event }) => event.type === 'visibility.changed' && event.visible,
    isHidden: ({ event }) => event.type === 'visibility.changed' && !event.visible,
  },
  delays: { appearDelay: MAP_APPEAR_DELAY_MS },
}).createMachine({
  id: 'listingMap',
  context: {},
  initial: 'hidden',
  states: {
    hidden: {
      tags: ['placeholder'],
      on: { 'visibility.changed': { guard: 'isVisible', target: 'visible' } },
    },
    visible: {
      tags: ['placeholder'],
      description: 'In view, waiting out the appear delay; scrolled away before it ends, nothing is loaded.',
      after: { appearDelay: 'loading' },
      on: { 'visibility.changed': { guard: 'isHidden', target: 'hidden' } },
    },
    loading: {
      tags: ['placeholder', 'loading'],
      entry: assign({ error: undefined }),
      invoke: {
        id: 'loadMap',
        src: 'loadMap',
        onDone: { target: 'shown', actions: assign({ tiles: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    shown: { tags: ['shown'] },
    failed: {
      tags: ['placeholder', 'failed'],
      description: 'The map could not be loaded (offline, or a new deploy replaced its chunk); the static map stays.',
      on: { retry: 'loading' },
    },
  },
})

export type ListingMapActorRef = ActorRefFrom<typeof listingMapMachine>
