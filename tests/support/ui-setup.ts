// Set-up of every view test file (vitest.config.ts, the ui projects).
import { afterAll } from 'vitest'
import { tourWarmed } from '../../src/ui/features/listing-viewer/tour/warm-tour'

// A listing page opened on the tour starts loading the tour's code without waiting for it (warm-tour.ts). Left
// running when the file ends, it loaded modules after the environment was torn down (EnvironmentTeardownError in CI).
afterAll(() => tourWarmed())
