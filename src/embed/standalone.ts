// The host's client as one standalone script, served at a stable address (/embed/v2/tour-api.js, built by
// scripts/build-embed-client.ts) for sites without a bundler:
//
//   <script src="https://showhome.example/embed/v2/tour-api.js"></script>
//   <script>const tour = ShowhomeTour.connect(document.querySelector('iframe'))</script>
//
// It defines one global, ShowhomeTour, and nothing else; the file name carries the protocol's major version, so a
// host that names v2 never receives an incompatible client.
import { createTourClient } from './client'
import { PROTOCOL_VERSION } from './messages'

export { createTourClient }
/** The protocol version this client speaks. */
export const version = PROTOCOL_VERSION
/** The short name: `ShowhomeTour.connect(iframe, { origin })`. */
export const connect = createTourClient
