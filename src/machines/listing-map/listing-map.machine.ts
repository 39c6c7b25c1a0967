// The listing page's map (SPEC §9 Viewer: Map — appears 500 ms after visibility; §4 info page). The map's code
// loads only when the map has stayed in view for the delay, so scrolling past it costs nothing; until then, and if
// loading fails, the view shows the static map in its place. Once shown, the map stays, in view or not.
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { MapTileInfo } from '../../schemas/api/map'
import { MAP_APPEAR_DELAY_MS } from '../../schemas/constants'
import type { CreateListingMap } from '../../ui/map/listing-map'
import { notProvided } from '../shared/fromEffect'

/** What the map needs before it can be drawn: the OpenLayers adaptor and the description of the tiles. */
export interface MapModule {
  readonly createListingMap: CreateListingMap
  readonly tiles: MapTileInfo
}

export interface ListingMapContext {
  /** The loaded adaptor, once shown. */
  module?: MapModule
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
    loadMapModule: notProvided<MapModule, void>('loadMapModule'),
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
        id: 'loadMapModule',
        src: 'loadMapModule',
        onDone: { target: 'shown', actions: assign({ module: ({ event }) => event.output }) },
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
