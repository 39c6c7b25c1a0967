// In-page scripts shared by the harness pages: for Marzipano's and Photo Sphere Viewer's, the same two API calls
// our tour page makes before its first image, the listing and then its tour config, which it leaves in `config`;
// for every side's, the frame timer of a move.
export const SAME_API_CALLS = `  const listing = await (
    await fetch('/api/v1/listing/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tourName, debugMode: false }),
    })
  ).json()
  config = await (await fetch('/api/v1/tour/' + tourName + '?v=' + listing.tourConfigVersion)).json()`

/**
 * A page script: `frameGaps(win)` starts timing `win`'s animation frames and returns a stop that gives the longest
 * gap between two of them, ms: the longest frame the visitor saw while it ran (a move's jank). The same for every
 * side, each in the page its engine draws in.
 */
export const FRAME_GAPS = `const frameGaps = (win) => {
  const stamps = []
  let on = true
  const tick = (t) => {
    stamps.push(t)
    if (on) win.requestAnimationFrame(tick)
  }
  win.requestAnimationFrame(tick)
  return () => {
    on = false
    let longest = 0
    for (let i = 1; i < stamps.length; i++) longest = Math.max(longest, stamps[i] - stamps[i - 1])
    return longest
  }
}`
