// The demo house renderer (see docs/panoramas.md): panoramas and listing photos from the house model, on the CPU.
export { cubeFaceDirection, directionToFace, equirectFromFaces } from './cube'
export { type Panorama, type PanoramaOptions, renderCubeFaces, renderPanorama } from './panorama'
export { type PhotoCamera, planPhotos, renderPhoto } from './photo'
