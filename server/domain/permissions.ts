// Listing permissions (SPEC §6), computed on the server only. The rule we chose (docs/server-behaviour.md):
// internal admins hold every value including `global`; a listing's owner manages it (order, gallery, photos);
// order admins open any listing's dashboard (order) to handle its orders; everyone else holds none.
import type { UserRole } from '../db/schema'

export type ListingPermission = 'gallery' | 'order' | 'global' | 'photos'

export interface PermissionSubject {
  readonly id: string
  readonly role: UserRole
}

export interface PermissionTarget {
  readonly ownerUserId: string | null
}

export function listingPermissions(
  user: PermissionSubject | undefined,
  listing: PermissionTarget,
): ReadonlyArray<ListingPermission> {
  if (!user) return []
  if (user.role === 'internal_admin') return ['gallery', 'order', 'global', 'photos']
  if (listing.ownerUserId !== null && listing.ownerUserId === user.id) return ['gallery', 'order', 'photos']
  if (user.role === 'order_admin') return ['order']
  return []
}

/**
 * `global` is the one permission that does not depend on the listing (internal admins hold it everywhere), so it
 * also guards what belongs to no listing: the outbox at /dev/outbox.
 */
export const holdsGlobal = (user: PermissionSubject | undefined): boolean =>
  listingPermissions(user, { ownerUserId: null }).includes('global')
