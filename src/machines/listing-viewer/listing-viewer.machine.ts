// The listing viewer's data and sections (SPEC §2 Listing viewer, §4 Viewer sections, §6, §8). It loads the listing
// (POST /listing/get), asks for a passcode when the listing is protected ('incorrect passcode' when refused), and
// decides which sections are enabled. The URL is the truth for the section: routes send route.changed; when the
// section the address names (none: the overview) is not enabled, the chart emits `redirect` to the first enabled
// one for the router to replace the address (it never writes the URL itself). No enabled section: 'Listing cannot be viewed.'. Not found: the view
// shows 'Oops!'.
import { type ActorRefFrom, assign, enqueueActions, setup } from 'xstate'
import type { ViewerSection } from '../../domain/app-path'
import {
  addressedSection,
  enabledSections,
  resolveSection,
  type SectionEntry,
  type SectionMode,
  sectionInAddress,
} from '../../domain/viewer-sections'
import { isPasscodeRequired, type PasscodeRequired } from '../../schemas/api/listing'
import type { Listing } from '../../schemas/Listing'
import type { ApiError } from '../../services/errors'
import { notProvided } from '../shared/fromEffect'

/** Everything about the page but the listing that decides the sections (SPEC §6 modes). */
export type ViewerMode = Omit<SectionMode, 'adminElements'>

export interface ListingViewerInput {
  readonly tourName: string
  /** The o=f flag. */
  readonly debugMode: boolean
  /** The section in the address; undefined means the listing's first enabled one. */
  readonly section?: ViewerSection
  readonly mode: ViewerMode
  readonly adminElements: boolean
  /**
   * What the page's HTML already carried for this listing (its page data, SPEC §7): the chart starts from it, so
   * the first render is the listing (or the passcode prompt), without asking the server.
   */
  readonly carried?: Listing | PasscodeRequired
}

export interface LoadListingInput {
  readonly tourName: string
  readonly debugMode: boolean
  readonly passcode?: string
}

export interface ListingViewerContext {
  tourName: string
  readonly debugMode: boolean
  /** The section the address asks for. */
  asked?: ViewerSection
  readonly mode: ViewerMode
  adminElements: boolean
  listing?: Listing
  /** Enabled sections of the loaded listing, in selector order. */
  sections: ReadonlyArray<SectionEntry>
  /** The section shown. */
  section?: ViewerSection
  /** The passcode being checked (kept while the check runs, so a reload of permissions can reuse it). */
  passcode?: string
  passcodeError?: string
  error?: string
  /**
   * The address asked for the dashboard, which this visitor may not open (no `order` permission), and was sent to
   * the section named here instead: the view says why ('Your account does not own this listing.') until the visitor
   * goes elsewhere.
   */
  dashboardRefusedFor?: ViewerSection
  /** The page's page data, until the chart has started from it. */
  carried?: Listing | PasscodeRequired
}

export type ListingViewerEvent =
  | { type: 'route.changed'; tourName: string; section?: ViewerSection }
  | { type: 'passcode.submit'; passcode: string }
  | { type: 'admin.changed'; adminElements: boolean }
  /** Sign-in or sign-out: permissions may differ, so the listing is asked for again. */
  | { type: 'session.changed' }
  | { type: 'listing.changed' }
  | { type: 'retry' }

export type ListingViewerEmitted = {
  type: 'redirect'
  /** Undefined is the listing's default section (no section segment in the address). */
  section: ViewerSection | undefined
}

export type ListingViewerTag = 'loading' | 'passcode' | 'checkingPasscode' | 'ready' | 'notFound' | 'notViewable'

const failureOf = (error: unknown) => error as Partial<ApiError> | undefined

const describeError = (error: unknown) =>
  failureOf(error)?._tag === 'Unreachable'
    ? 'We could not reach the server. Check your connection and try again.'
    : failureOf(error)?.message || 'The listing could not be loaded. Please try again.'

/** The sections and the shown one for the current listing, mode and admin toggle. */
function sectionsFor(context: ListingViewerContext) {
  const listing = context.listing
  if (!listing) return { sections: [], section: undefined }
  const sections = enabledSections(
    {
      tourReady: listing.tourReady,
      hasFloor: (listing.floorplan?.floors.length ?? 0) > 0,
      hasVisiblePhoto: listing.photos.some((p) => !p.hidden),
      permissions: listing.permissions,
      delivered: listing.status
        ? {
            tour: listing.status.tourDelivered,
            photos: listing.status.photosDelivered,
            floorplan: listing.status.floorPlanDelivered,
          }
        : null,
    },
    { ...context.mode, adminElements: context.adminElements },
  )
  return { sections, section: resolveSection(context.asked, sections) }
}

export const listingViewerMachine = setup({
  types: {
    context: {} as ListingViewerContext,
    events: {} as ListingViewerEvent,
    input: {} as ListingViewerInput,
    emitted: {} as ListingViewerEmitted,
    tags: {} as ListingViewerTag,
  },
  actors: {
    loadListing: notProvided<Listing | PasscodeRequired, LoadListingInput>('loadListing'),
  },
  guards: {
    asksPasscode: ({ event }) =>
      isPasscodeRequired((event as unknown as { output: Listing | PasscodeRequired }).output),
    isNotFound: ({ event }) => failureOf((event as unknown as { error: unknown }).error)?._tag === 'NotFound',
    isRefused: ({ event }) => failureOf((event as unknown as { error: unknown }).error)?._tag === 'Unauthorized',
    otherListing: ({ context, event }) => event.type === 'route.changed' && event.tourName !== context.tourName,
    noSection: ({ context }) => context.section === undefined,
    carriesPasscode: ({ context }) => context.carried !== undefined && isPasscodeRequired(context.carried),
    carriesListing: ({ context }) => context.carried !== undefined && !isPasscodeRequired(context.carried),
  },
  actions: {
    /** Recomputes the sections; an asked section that is not enabled is replaced in the address. */
    settleSections: enqueueActions(({ context, enqueue }) => {
      const next = sectionsFor(context)
      enqueue.assign(next)
      const refused =
        context.asked === 'dashboard' &&
        next.section !== 'dashboard' &&
        !(context.listing?.permissions.includes('order') ?? false)
      if (refused) enqueue.assign({ dashboardRefusedFor: next.section })
      else if (context.dashboardRefusedFor !== (context.asked ?? next.sections[0]?.section)) {
        enqueue.assign({ dashboardRefusedFor: undefined })
      }
      if (next.section !== undefined && next.section !== addressedSection(context.asked)) {
        enqueue.emit({ type: 'redirect', section: sectionInAddress(next.section) })
      }
    }),
  },
}).createMachine({
  id: 'listingViewer',
  context: ({ input }) => ({
    tourName: input.tourName,
    debugMode: input.debugMode,
    asked: input.section,
    mode: input.mode,
    adminElements: input.adminElements,
    sections: [],
    ...(input.carried === undefined ? {} : { carried: input.carried }),
  }),
  initial: 'starting',
  on: {
    'route.changed': [
      {
        guard: 'otherListing',
        target: '.loading',
        actions: assign(({ event }) => ({
          tourName: event.tourName,
          asked: event.section,
          listing: undefined,
          passcode: undefined,
          sections: [],
          section: undefined,
          dashboardRefusedFor: undefined,
        })),
      },
      { actions: [assign({ asked: ({ event }) => event.section }), 'settleSections'] },
    ],
    'admin.changed': { actions: [assign({ adminElements: ({ event }) => event.adminElements }), 'settleSections'] },
    'session.changed': { target: '.loading' },
    /** An order of this listing was rescheduled or cancelled here: its status is read again (the page stays shown). */
    'listing.changed': { target: '.loading' },
  },
  states: {
    starting: {
      description: 'The page carried the listing (its page data): shown at once, without asking the server.',
      always: [
        { guard: 'carriesPasscode', target: 'passcode', actions: assign({ carried: undefined }) },
        {
          guard: 'carriesListing',
          target: 'showing',
          actions: assign(({ context }) => ({ listing: context.carried as Listing, carried: undefined })),
        },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['loading'],
      entry: assign({ error: undefined }),
      invoke: {
        id: 'loadListing',
        src: 'loadListing',
        input: ({ context }) => ({
          tourName: context.tourName,
          debugMode: context.debugMode,
          ...(context.passcode === undefined ? {} : { passcode: context.passcode }),
        }),
        onDone: [
          { guard: 'asksPasscode', target: 'passcode' },
          { target: 'showing', actions: assign({ listing: ({ event }) => event.output as Listing }) },
        ],
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          // A remembered passcode no longer works (it changed): ask again.
          { guard: 'isRefused', target: 'passcode', actions: assign({ passcode: undefined }) },
          { target: 'failed', actions: assign({ error: ({ event }) => describeError(event.error) }) },
        ],
      },
    },
    passcode: {
      description: 'The listing is protected: nothing of it is known until the passcode is accepted.',
      tags: ['passcode'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'passcode.submit': {
              target: 'checking',
              actions: assign({ passcode: ({ event }) => event.passcode, passcodeError: undefined }),
            },
          },
        },
        checking: {
          tags: ['checkingPasscode'],
          invoke: {
            id: 'checkPasscode',
            src: 'loadListing',
            input: ({ context }) => ({
              tourName: context.tourName,
              debugMode: context.debugMode,
              passcode: context.passcode ?? '',
            }),
            onDone: [
              { guard: 'asksPasscode', target: 'idle', actions: assign({ passcodeError: 'incorrect passcode' }) },
              {
                target: '#listingViewer.showing',
                actions: assign({ listing: ({ event }) => event.output as Listing, passcodeError: undefined }),
              },
            ],
            onError: [
              { guard: 'isNotFound', target: '#listingViewer.notFound' },
              {
                target: 'idle',
                actions: assign({
                  passcode: undefined,
                  passcodeError: ({ event }) =>
                    failureOf(event.error)?._tag === 'Unauthorized'
                      ? failureOf(event.error)?.message || 'incorrect passcode'
                      : describeError(event.error),
                }),
              },
            ],
          },
        },
      },
    },
    showing: {
      entry: 'settleSections',
      always: { guard: 'noSection', target: 'notViewable' },
      tags: ['ready'],
    },
    notViewable: {
      description: "No section is enabled for this visitor in this mode: 'Listing cannot be viewed.'",
      tags: ['notViewable'],
      on: {
        'admin.changed': {
          target: 'showing',
          actions: assign({ adminElements: ({ event }) => event.adminElements }),
        },
      },
    },
    notFound: {
      description: "The listing does not exist or is not visible: 'Oops! {tourName} could not be loaded.'",
      tags: ['notFound'],
    },
    failed: {
      on: { retry: { target: 'loading' } },
    },
  },
})

export type ListingViewerActorRef = ActorRefFrom<typeof listingViewerMachine>
