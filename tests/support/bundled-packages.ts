// Which packages a module really loads in the browser: esbuild bundles it (type-only imports vanish, as they do in
// Vite's build) and its metafile lists every input. The page-start modules use it to prove they leave Effect out of
// the entry bundle.
import { build } from 'esbuild'

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)\//

/** The names of the packages bundling `entry` for the browser pulls in, sorted, each once. */
export async function packagesBundledBy(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const packages = Object.keys(result.metafile.inputs).flatMap((input) => PACKAGE.exec(input)?.[1] ?? [])
  return [...new Set(packages)].sort()
}
