// The offline map's look, shared by the tile drawing, its labels and the static map's background.

/** Calm greys, one blue for water, a muted green for parks (DESIGN.md: one accent, lots of white). */
export const COLOURS = {
  land: '#f2f3f1',
  park: '#dbe8d5',
  water: '#b9d3e6',
  road: '#ffffff',
  alley: '#f9f9f8',
  roadCasing: '#d9dde0',
  arterialCasing: '#c9cfd4',
  roadFar: '#d6dadd',
  label: '#5b6670',
  area: '#7f8a93',
  parkLabel: '#58784f',
  waterLabel: '#5f88a8',
  halo: '#f8f9f7',
} as const

export const FONT = "Inter, 'Liberation Sans', Arial, 'DejaVu Sans', sans-serif"
/** How far outside the tile features are kept, so wide roads and labels are not cut at the edge. */
export const MARGIN = 160
