// In-page script shared by the engines' harness pages (Marzipano, Photo Sphere Viewer): the same two API calls our
// tour page makes before its first image, the listing and then its tour config, which it leaves in `config`.
export const SAME_API_CALLS = `  const listing = await (
    await fetch('/api/v1/listing/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tourName, debugMode: false }),
    })
  ).json()
  config = await (await fetch('/api/v1/tour/' + tourName + '?v=' + listing.tourConfigVersion)).json()`
