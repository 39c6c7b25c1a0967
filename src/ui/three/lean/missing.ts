// A stand-in for a table of three.js's built-in shaders (ShaderLib, ShaderChunk) in the tour's build: the tour draws
// only its own raw shaders, and a built-in material, which would need the table, fails at once with a clear error.
export function missing(table: string): Record<string, never> {
  return new Proxy({} as Record<string, never>, {
    get(_, name) {
      // Symbols are asked for by inspection (a console, a test's printer), never by three.
      if (typeof name === 'symbol') return undefined
      throw new Error(
        `three.js's ${table}.${name} is not in the tour's build (src/ui/three/lean): draw with a RawShaderMaterial`,
      )
    },
  })
}
