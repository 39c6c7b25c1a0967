// three's WebGLRenderer for the tour engine's tests, which run without WebGL: it draws nothing, and counts what the
// engine asked of it (frames drawn, textures uploaded, by their names). Each test file installs it with vi.mock
// (hoisted per file) and resets the counts before each test.
export const rendererCalls = { frames: 0, uploaded: [] as string[] }

export function resetRendererCalls() {
  rendererCalls.frames = 0
  rendererCalls.uploaded = []
}

export class StubRenderer {
  readonly domElement = document.createElement('canvas')
  setPixelRatio() {}
  setSize() {}
  render() {
    rendererCalls.frames++
  }
  initTexture(texture: { name: string }) {
    rendererCalls.uploaded.push(texture.name)
  }
  dispose() {}
  forceContextLoss() {}
}
