import styles from './Sections.module.css'

/** While a section's code loads: a quiet placeholder of the section's size. */
export function SectionPending() {
  return (
    <div className={styles.pending} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      Loading…
    </div>
  )
}
