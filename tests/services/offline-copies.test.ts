// A sign-out forgets what the service worker kept of that person's visits (pages, listing data, photos and faces),
// by the worker's cache names as they are written, and leaves the build's code, which is everyone's.
import { describe, expect, it } from 'vitest'
import { forgetOfflineCopies } from '../../src/services/offline-copies'

describe('forgetOfflineCopies', () => {
  it('deletes the pages, listing data and media caches, not the code', async () => {
    const deleted: string[] = []
    await forgetOfflineCopies({ delete: async (name: string) => deleted.push(name) > 0 })
    expect(deleted.sort()).toEqual(['showhome-listing-data-v1', 'showhome-media-v1', 'showhome-pages-v1'])
  })
  it('does nothing where the browser has no Cache API', async () => {
    await expect(forgetOfflineCopies(undefined)).resolves.toBeUndefined()
  })
})
