// Composition root of the chart gallery (charts.html, served at /dev/charts to internal admins; issue 19). A page of
// its own, so none of it (ELK alone is 1.4 MB) weighs on the product's pages.
import './ui/styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createActor } from 'xstate'
import { chartRegistry, chartSummaries } from './devtools/chart-registry'
import { chartGalleryActors } from './machines/chart-gallery/chart-gallery.actors'
import { chartGalleryMachine } from './machines/chart-gallery/chart-gallery.machine'
import { GalleryPage } from './ui/features/chart-gallery/GalleryPage'

const charts = chartSummaries(chartRegistry)

// Not inspected: the gallery would otherwise watch itself over its own channel, and every message it showed would
// post another.
const gallery = createActor(
  chartGalleryMachine.provide({
    actors: chartGalleryActors(chartRegistry),
    actions: {
      showInAddress: (_, { chart }) => {
        const url = new URL(window.location.href)
        if (chart) url.searchParams.set('chart', chart)
        else url.searchParams.delete('chart')
        window.history.replaceState(null, '', url)
      },
    },
  }),
  { input: { charts, selected: new URLSearchParams(window.location.search).get('chart') } },
).start()

const root = document.getElementById('root')
if (!root) throw new Error('charts.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <GalleryPage gallery={gallery} charts={chartRegistry} />
  </StrictMode>,
)
