// The shapes of the tour benchmark's setup, runs and results.

/** One side's runs, in run order (ms unless named otherwise). */
export interface TourRuns {
  /** When the page asked for the starting scene's preview strip (resource timing): what precedes the engine's work. */
  readonly previewRequestMs: ReadonlyArray<number>
  readonly firstPreviewMs: ReadonlyArray<number>
  readonly firstFullMs: ReadonlyArray<number>
  readonly fps: ReadonlyArray<number>
  /** Frames per second in the same turn on a display of device pixel ratio DENSE_SCALE (a fresh page). */
  readonly denseFps: ReadonlyArray<number>
  /** Frames per second in the same turn with the display's frame rate limit lifted (a browser launched without it). */
  readonly uncappedFps: ReadonlyArray<number>
  /** The GPU process's WebGL time per frame drawn while turning (bench/tour/gpu-per-frame.ts). */
  readonly gpuMsPerFrame: ReadonlyArray<number>
  /**
   * From asking for the move until the frame showing its end is drawn (ours: the engine's arrival, which it marks
   * after drawing that frame, on the host's clock; Marzipano and PSV: the first frame drawn after they tell).
   */
  readonly arrivalMs: ReadonlyArray<number>
  /**
   * From asking for the move until the engine tells of its arrival: Marzipano's done callback, PSV's node-changed,
   * ours the embed API's `move` event as the host page hears it.
   */
  readonly toldMs: ReadonlyArray<number>
  /** From asking for the move until a frame shows every visible face of the target at full resolution. */
  readonly sharpMs: ReadonlyArray<number>
  /** The longest gap between two animation frames of the engine's page from asking for the move to its arrival. */
  readonly longestFrameMs: ReadonlyArray<number>
}

export interface TourBench {
  readonly tourName: string
  readonly startScene: string
  readonly targetScene: string
  readonly transition: { readonly kind: 'slide' | 'fly'; readonly ms: number; readonly source: string }
  /** Our tour's canvas in the bench's viewport (top level, and framed by the host page); Marzipano gets the first. */
  readonly canvas: { readonly top: Size; readonly framed: ReadonlyArray<Size> } | undefined
  /** os.loadavg()[0] and the core count as the tour runs began: other work on the machine shows in the spread. */
  readonly loadAverage: number
  readonly cores: number
  /** UNMASKED_VENDOR / UNMASKED_RENDERER_WEBGL (WEBGL_debug_renderer_info), or RENDERER without the extension. */
  readonly renderer: string
  readonly marzipanoJs: { readonly rawKb: number; readonly gzipKb: number }
  readonly marzipano: TourRuns
  /** Photo Sphere Viewer's bundle (bench/tour/psv-bundle.ts): script raw and gzip level 9, stylesheet gzip. */
  readonly psvJs: {
    readonly rawKb: number
    readonly gzipKb: number
    readonly cssGzipKb: number
    readonly threeVersion: string
  }
  readonly psv: TourRuns
  /** Per run: ms until an empty page showing only the starting scene's preview strip has painted it (LCP). */
  readonly oneImageMs: ReadonlyArray<number>
  /** Per run: ms until the screen showed that image (trace screenshots, on-screen.ts). */
  readonly oneImageOnScreenMs: ReadonlyArray<number>
  /** Per run: the same over the throttled network (bench/tour/network.ts). */
  readonly oneImageOnScreenThrottledMs: ReadonlyArray<number>
  /** The scripts the tour page loads beyond the info section's. */
  readonly ourJs: { readonly files: ReadonlyArray<string>; readonly rawKb: number; readonly gzipKb: number }
  /** Undefined while the tour page does not publish window.__showhomeTourStats, with the reason in oursMissing. */
  readonly ours:
    | (TourRuns & {
        /** Per run: which of the target's images our page had fetched before the move was asked (prefetch). */
        readonly targetFetchedBefore: ReadonlyArray<string>
        /** Per run: ms until the screen showed our first preview (trace screenshots, on-screen.ts). */
        readonly previewOnScreenMs: ReadonlyArray<number>
        /** Per run: the same over the throttled network (bench/tour/network.ts). */
        readonly previewOnScreenThrottledMs: ReadonlyArray<number>
      })
    | undefined
  readonly oursMissing: string | undefined
}

export interface Size {
  readonly width: number
  readonly height: number
}

export interface TourScene {
  readonly code: string
  readonly version: number
  readonly cluster: string
  readonly linkedScenes: ReadonlyArray<string>
}

export interface TourSetup {
  readonly tourName: string
  readonly scenes: ReadonlyArray<TourScene>
  readonly starting: { readonly sceneCode: string; readonly pan: number; readonly tilt: number }
}

export interface PageStats {
  readonly firstPreviewFrame?: number
  readonly firstFullFrame?: number
  readonly frames: number
}

/** One run's figures, before they are gathered per side. */
export interface RunFigures {
  readonly previewRequestMs: number
  readonly firstPreviewMs: number
  readonly firstFullMs: number
  readonly fps: number
  readonly denseFps: number
  readonly uncappedFps: number
  readonly gpuMsPerFrame: number
  readonly arrivalMs: number
  readonly toldMs: number
  readonly sharpMs: number
  readonly longestFrameMs: number
}
