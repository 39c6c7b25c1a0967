// Loading a scene's images as GPU textures: the preview strip (six 256 px faces side by side, docs/panoramas.md)
// and the six full 1024 px faces. Images are fetched and decoded off the main thread (createImageBitmap, flipped
// for WebGL) and every load can be cancelled, so a move that is replaced stops its downloads (issue 7).
import { LinearFilter, NoColorSpace, Texture } from 'three'

async function loadBitmap(url: string, signal?: AbortSignal): Promise<ImageBitmap> {
  const response = await fetch(url, { signal, credentials: 'same-origin' })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const blob = await response.blob()
  return createImageBitmap(blob, { imageOrientation: 'flipY' })
}

function texture(bitmap: ImageBitmap): Texture {
  const t = new Texture(bitmap)
  // Already flipped while decoding; ImageBitmaps cannot be flipped on upload.
  t.flipY = false
  // Shown byte for byte by the cube's own shader (panorama-cube.ts): no conversion to linear and back.
  t.colorSpace = NoColorSpace
  // No mipmaps: a panorama is seen at about its own resolution, and mipmaps would cost a third more upload.
  t.generateMipmaps = false
  t.minFilter = LinearFilter
  t.magFilter = LinearFilter
  t.needsUpdate = true
  return t
}

/** The six preview faces, cut from one strip texture (one download, one upload; the clones share the image). */
export async function loadPreviewFaces(url: string, signal?: AbortSignal): Promise<Texture[]> {
  const strip = texture(await loadBitmap(url, signal))
  const width = (strip.image as ImageBitmap).width
  const faces: Texture[] = []
  for (let k = 0; k < 6; k++) {
    const face = k === 0 ? strip : strip.clone()
    // Half a texel in from each edge so linear filtering never blends in the neighbouring face.
    face.repeat.set((width / 6 - 1) / width, 1)
    face.offset.set((k * (width / 6) + 0.5) / width, 0)
    faces.push(face)
  }
  return faces
}

export async function loadFullFace(url: string, signal?: AbortSignal): Promise<Texture> {
  return texture(await loadBitmap(url, signal))
}

/** Releases a texture's GPU memory and its decoded image. */
export function releaseTexture(t: Texture) {
  t.dispose()
  const image = t.image as { close?: () => void } | undefined
  image?.close?.()
}

/** Warms the HTTP cache with an image (prefetching full faces without decoding them or taking GPU memory). */
export async function warm(url: string, signal?: AbortSignal): Promise<void> {
  const response = await fetch(url, { signal, credentials: 'same-origin' })
  await response.arrayBuffer()
}
