// What the tour engine needs of a browser that jsdom lacks, for its view tests: animation frames the test runs
// itself, a ResizeObserver that never fires, and no 2D canvas (the markers' circle texture is drawn only with one).
// Each test file still mocks three's renderer and the image loaders itself (vi.mock is hoisted per file).
import { vi } from 'vitest'
import { TourEngine } from '../../src/ui/three/tour-engine'
import { tourConfig } from './tour-config'

/**
 * Installs the stand-ins; `onFrame` hears each frame the engine asks for (and may answer its id), `onCancel` each it
 * cancels. Undo with unstubEngineDom.
 */
export function stubEngineDom(
  onFrame: (callback: (time: number) => void) => unknown,
  onCancel: (id: number) => void = () => {},
) {
  vi.stubGlobal('requestAnimationFrame', onFrame)
  vi.stubGlobal('cancelAnimationFrame', onCancel)
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
}

export function unstubEngineDom() {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
}

/** An engine on the small test tour (tests/support/tour-config.ts), opening on s1 looking at `pan`, `tilt`. */
export const engineOnTestTour = (pan: number, tilt: number) =>
  new TourEngine({
    container: document.createElement('div'),
    config: tourConfig(),
    imageUrl: (scene, file) => `/media/t/scenes/${scene.code}/${file}`,
    start: { sceneCode: 's1', pan, tilt },
    reducedMotion: false,
    label: '3D tour',
    onView: () => {},
    onPick: () => {},
    onInteract: () => {},
  })
