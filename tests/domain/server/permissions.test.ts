import { describe, expect, it } from 'vitest'
import { listingPermissions } from '../../../server/domain/permissions'

const owner = { id: 'u-owner', role: 'user' as const }
const stranger = { id: 'u-other', role: 'user' as const }
const orderAdmin = { id: 'u-oa', role: 'order_admin' as const }
const orderAdminOwner = { id: 'u-owner', role: 'order_admin' as const }
const internal = { id: 'u-ia', role: 'internal_admin' as const }

describe('listing permissions (SPEC §6)', () => {
  it.each([
    ['a visitor', undefined, 'u-owner', []],
    ['a signed-in stranger', stranger, 'u-owner', []],
    ['the owner', owner, 'u-owner', ['gallery', 'order', 'photos']],
    ['anyone on a listing with no owner', owner, null, []],
    ['an order admin', orderAdmin, 'u-owner', ['order']],
    ['an order admin who owns it', orderAdminOwner, 'u-owner', ['gallery', 'order', 'photos']],
    ['an internal admin', internal, 'u-owner', ['gallery', 'order', 'global', 'photos']],
    ['an internal admin on an unowned listing', internal, null, ['gallery', 'order', 'global', 'photos']],
  ] as const)('%s holds %j', (_who, user, ownerUserId, expected) => {
    expect(listingPermissions(user, { ownerUserId })).toEqual(expected)
  })
})
