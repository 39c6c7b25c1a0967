// A progress bar for the first start's rendering: redrawn in place on a terminal, a line every 10 % otherwise (CI
// logs, `npm start` piped to a file), so nobody wonders whether the server hangs.

export function progressBar(write: (text: string) => void, isTty: boolean) {
  let lastDecile = -1
  const started = Date.now()
  return (done: number, total: number, label: string) => {
    const fraction = total === 0 ? 1 : done / total
    const seconds = ((Date.now() - started) / 1000).toFixed(0)
    if (isTty) {
      const width = 30
      const filled = Math.round(fraction * width)
      write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${seconds}s`)
      if (done === total) write('\n')
      return
    }
    const decile = Math.floor(fraction * 10)
    if (decile !== lastDecile) {
      lastDecile = decile
      write(`${label}: ${Math.round(fraction * 100)}% (${done}/${total}, ${seconds}s)\n`)
    }
  }
}
