// Small media files (resized photos, scene strips, portraits) kept in memory once read, so a popular photo is sent
// from a buffer in one write instead of through a file stream per request (issue 12: streaming a 40 KB photo cost
// more than building a listing page). Keyed by media key, size and modification time, so a changed file is read
// again; bounded in total, the least recently read going first.

export class SmallFiles {
  private readonly files = new Map<string, Buffer>()
  private bytes = 0

  constructor(
    /** Larger files are streamed, never kept. */
    readonly maxFileBytes = 1024 * 1024,
    private readonly maxTotalBytes = 64 * 1024 * 1024,
  ) {}

  /** The file's bytes when it is small enough to keep (read now or kept from before); undefined otherwise. */
  async read(
    file: string,
    info: { readonly size: number; readonly modified: Date },
    load: (file: string) => Promise<Buffer>,
  ): Promise<Buffer | undefined> {
    if (info.size > this.maxFileBytes) return undefined
    const key = `${file}\u0000${info.size}\u0000${+info.modified}`
    const kept = this.files.get(key)
    if (kept) {
      // Most recently read last.
      this.files.delete(key)
      this.files.set(key, kept)
      return kept
    }
    const bytes = await load(file)
    if (bytes.length !== info.size) return bytes
    this.files.set(key, bytes)
    this.bytes += bytes.length
    for (const [oldKey, old] of this.files) {
      if (this.bytes <= this.maxTotalBytes) break
      this.files.delete(oldKey)
      this.bytes -= old.length
    }
    return bytes
  }
}
