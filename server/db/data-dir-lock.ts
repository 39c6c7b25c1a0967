// An embedded database has one owner at a time: two processes on one PGlite data dir would corrupt it. The lock
// file holds the owner's pid; a lock left by a process that no longer runs (after kill -9) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'

export class DataDirInUse extends Error {}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the lock or throws DataDirInUse; returns the release function. */
export function lockDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600)
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10)
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new DataDirInUse(
          `Another Showhome server (pid ${owner}) is using ${lockFile.replace(/\.lock$/, '')}. Stop it, or set DATA_DIR to another folder.`,
        )
      }
      rmSync(lockFile, { force: true })
    }
  }
  throw new DataDirInUse(`Could not lock ${lockFile}.`)
}
