// The offline geocoder's known buildings: the listings' street addresses and positions, with the city, state and
// postal code of their demo neighbourhood (the listing's own columns when it is not in one). Read from the database
// at most once a minute, so listings created by confirmed orders become known soon after.
import type { Db } from '../db/client'
import { NEIGHBOURHOODS } from '../demo/dataset/city'
import type { KnownAddress } from './offline'

const REFRESH_MS = 60_000

export function knownAddressesFrom(db: Db, now: () => number = Date.now): () => Promise<ReadonlyArray<KnownAddress>> {
  let cached: { at: number; addresses: Promise<ReadonlyArray<KnownAddress>> } | undefined
  return () => {
    if (!cached || now() - cached.at > REFRESH_MS) {
      const addresses = readKnownAddresses(db)
      cached = { at: now(), addresses }
      // A failed read is not kept: the next request tries again.
      addresses.catch(() => {
        if (cached?.addresses === addresses) cached = undefined
      })
    }
    return cached.addresses
  }
}

async function readKnownAddresses(db: Db): Promise<ReadonlyArray<KnownAddress>> {
  const rows = await db.kysely
    .selectFrom('listings')
    .select(['street', 'neighborhood', 'city', 'region', 'postal_code', 'lat', 'lng'])
    .where('street', '<>', '')
    .orderBy('street')
    .execute()
  return rows.map((row) => {
    const hood = NEIGHBOURHOODS.find((h) => h.name === row.neighborhood)
    return {
      street: row.street.trim(),
      city: hood?.city ?? row.city,
      state: hood?.region ?? row.region,
      postalCode: hood?.postalCode ?? row.postal_code,
      lat: Number(row.lat),
      lng: Number(row.lng),
    }
  })
}
