// The server as one JavaScript file, for the tests that start many server processes (two per test file in the
// PostgreSQL project: tests/support/server-pair.ts). Started through tsx, each process spent about 8 s compiling
// and loading hundreds of modules on a busy 2-core machine; the bundle, with Node's compile cache, starts in about
// 1 s. It is the same source: esbuild only joins the files. The lifecycle tests still start `tsx server/main.ts`,
// as `npm start` does.
import path from 'node:path'
import { build } from 'esbuild'

/** Packages that load native code or files of their own (pdfkit its font metrics) at run time: Node loads them. */
const LOADED_BY_NODE = ['sharp', '@electric-sql/pglite', '@node-rs/argon2', 'pg-native', 'pdfkit']

/** Builds the bundle for this test run and answers its path. */
export async function bundleServer(): Promise<string> {
  const outfile = path.resolve('.tmp', `server-bundle-${process.pid}.mjs`)
  await build({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: LOADED_BY_NODE,
    // Some bundled packages are CommonJS and call require(): give the ES module one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    outfile,
    logLevel: 'warning',
  })
  return outfile
}

/** Where the processes keep V8's compiled code between starts (NODE_COMPILE_CACHE). */
export const COMPILE_CACHE_DIR = path.resolve('.tmp', 'node-compile-cache')
