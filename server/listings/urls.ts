// Where the browser finds a listing's media (served by server/http/media.ts). Photo URLs carry a version query so a
// size can be appended with '&size=' (SPEC §7 Images: "Photo URLs accept &size=WxH").

export const MEDIA_BASE = '/media'

export const photoUrl = (tourName: string, code: string, version = 1) =>
  `${MEDIA_BASE}/${tourName}/photos/${code}.jpg?v=${version}`

/** The base of a scene's images; the tour appends {sceneCode}/c0.jpg?v=… (SPEC §7 panorama preview). */
export const sceneImageSource = (tourName: string) => `${MEDIA_BASE}/${tourName}/scenes/`

export const floorPlanUrl = (tourName: string, floorId: string, unit: 'imperial' | 'metric', ext: 'svg' | 'png') =>
  `${MEDIA_BASE}/${tourName}/floorplans/${floorId}-${unit}.${ext}`

export const floorPlanPageUrl = (tourName: string, branded: boolean, unit: 'imperial' | 'metric', page: number) =>
  `${MEDIA_BASE}/${tourName}/floorplans/pages/${branded ? 'branded' : 'unbranded'}-${unit}-${page}.jpg`

export const floorPlanPdfUrl = (tourName: string, branded: boolean, unit: 'imperial' | 'metric') =>
  `${MEDIA_BASE}/${tourName}/floorplans/${branded ? 'branded' : 'unbranded'}-${unit}.pdf`

export const portraitUrl = (key: string) => `${MEDIA_BASE}/people/${key}`

/** A built photo zip (POST /listing/zip/{tourName}); the name carries the photo list's hash and the sizes. */
export const photoZipUrl = (tourName: string, fileName: string) => `${MEDIA_BASE}/${tourName}/zips/${fileName}`
