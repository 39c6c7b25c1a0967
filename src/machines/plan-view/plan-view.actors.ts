// Real effects of the plan-view chart: the floor's drawing, fetched to read its viewBox (the plan's user units,
// millimetres, which the marker and the grid are placed in). Like the map's tiles.json it sits under /media, outside
// the API's base paths, so it is a plain fetch; the browser keeps the answer for the <image> that draws it. A
// passcode-protected listing's media need its access cookie, which a same-origin fetch sends.
import { fromPromise } from 'xstate'
import { parseViewBox, type Rect } from '../../domain/plan-view'

export async function loadPlanDrawing(svgUrl: string, signal: AbortSignal): Promise<Rect> {
  const response = await fetch(svgUrl, { signal, credentials: 'same-origin' })
  if (!response.ok) throw new Error(`The floor plan is unavailable (HTTP ${response.status}).`)
  const viewBox = parseViewBox(await response.text())
  if (!viewBox) throw new Error('The floor plan drawing has no size.')
  return viewBox
}

export const planViewActors = {
  loadPlanDrawing: fromPromise<Rect, { svgUrl: string }>(({ input, signal }) => loadPlanDrawing(input.svgUrl, signal)),
}
