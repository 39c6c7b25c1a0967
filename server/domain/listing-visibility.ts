// Who may see a listing and which of its parts (SPEC §6, §3; ARCHITECTURE §4 "passcode-protected listings reveal
// nothing without the passcode"). One rule for /listing/get, the metadata, the page's tags, the zip and the media,
// so no door is left open that another one closes. The rules we chose are in docs/server-behaviour.md.
import type { ListingPermission } from './permissions'

export type ListingVisibility = 'visible' | 'notFound' | 'passcodeRequired'

export interface VisibilityFacts {
  readonly offline: boolean
  /** The listing has a passcode. */
  readonly protected: boolean
}

export interface Caller {
  readonly permissions: ReadonlyArray<ListingPermission>
  /** The signed cookie /listing/get sets once the passcode was given (server/auth/listing-access.ts). */
  readonly hasAccessCookie: boolean
}

/**
 * Anyone holding a permission on the listing sees it. Otherwise an offline listing does not exist (404, the same
 * as an unknown name, so its existence leaks nothing), and a protected one asks for its passcode until the access
 * cookie is held. The offline check comes first so a passcode prompt never confirms an offline listing exists.
 */
export function listingVisibility(listing: VisibilityFacts, caller: Caller): ListingVisibility {
  if (caller.permissions.length > 0) return 'visible'
  if (listing.offline) return 'notFound'
  if (listing.protected && !caller.hasAccessCookie) return 'passcodeRequired'
  return 'visible'
}

export interface DeliveryFacts {
  readonly tourReady: boolean
  readonly tourDelivered: boolean
  readonly photosDelivered: boolean
  readonly floorplanDelivered: boolean
}

export interface ShownParts {
  readonly tour: boolean
  readonly photos: boolean
  readonly floorplan: boolean
}

/**
 * Undelivered media stay unseen until delivery, except in debug mode (the o=f flag) for holders of `global`, who
 * check a shoot's work before it goes out; the viewer then marks those items with the admin style (SPEC §4).
 */
export function shownParts(
  listing: DeliveryFacts,
  debugMode: boolean,
  permissions: ReadonlyArray<ListingPermission>,
): ShownParts {
  const inspecting = debugMode && permissions.includes('global')
  return {
    tour: listing.tourReady && (listing.tourDelivered || inspecting),
    photos: listing.photosDelivered || inspecting,
    floorplan: listing.floorplanDelivered || inspecting,
  }
}

/** Hidden photos go only to those who manage the gallery (SPEC §6 gallery); everyone else never receives them. */
export const seesHiddenPhotos = (permissions: ReadonlyArray<ListingPermission>) => permissions.includes('gallery')

/** Hidden scenes go only to `global` holders (the debug mode's includeHidden); for everyone else they do not exist. */
export const seesHiddenScenes = (permissions: ReadonlyArray<ListingPermission>) => permissions.includes('global')

export interface MediaAccess extends ShownParts {
  readonly hiddenPhotos: boolean
  readonly hiddenScenes: boolean
}

/**
 * Which of a visible listing's files a caller may fetch from /media: exactly what some data call could hand them
 * (a file nobody would be given a URL to is not served because its URL can be guessed). Media URLs carry no debug
 * flag, so the caller's answer in debug mode counts, which only widens anything for `global` holders.
 */
export function mediaAccess(listing: DeliveryFacts, permissions: ReadonlyArray<ListingPermission>): MediaAccess {
  return {
    ...shownParts(listing, true, permissions),
    hiddenPhotos: seesHiddenPhotos(permissions),
    hiddenScenes: seesHiddenScenes(permissions),
  }
}
