// Hands a file the app fetched to the browser's download (the preparation guide's PDF): a temporary object URL
// behind an <a download>, released a minute later, once the browser has surely started reading it.
import { Effect } from 'effect'

export const saveFile = (file: Blob, fileName: string) =>
  Effect.sync(() => {
    const url = URL.createObjectURL(file)
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    link.hidden = true
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  })
