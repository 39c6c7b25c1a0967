// Says so when the browser is offline: what the page shows then is the copy the service worker kept from the last
// visit, which may be out of date. The browser's own online state is the store; React only reads it.
import { useSyncExternalStore } from 'react'
import styles from './AppNotices.module.css'

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}
const isOnline = () => navigator.onLine
/** Prerendered pages are made online. */
const onlineOnServer = () => true

export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, onlineOnServer)
  if (online) return null
  return (
    <p className={styles.notice} role="status">
      You're offline. This is the copy saved when you last opened this page: prices, times and status may have changed
      since.
    </p>
  )
}
