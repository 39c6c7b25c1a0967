import { visiblePages } from '../../../domain/pagination'
import styles from './Pagination.module.css'

interface PaginationProps {
  readonly current: number
  readonly total: number
  /** The address of a page, for real links (open in new tab, crawlable). */
  readonly hrefFor: (page: number) => string
  readonly onSelect: (page: number) => void
  readonly label?: string
}

/** Page links: 3 around the current, 1 at each margin (SPEC §2), with previous and next. */
export function Pagination({ current, total, hrefFor, onSelect, label = 'Pages' }: PaginationProps) {
  if (total <= 1) return null
  const link = (page: number, text: string, extra: Record<string, string> = {}) => (
    <a
      href={hrefFor(page)}
      className={styles.link}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        onSelect(page)
      }}
      {...extra}
    >
      {text}
    </a>
  )
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul>
        <li>
          {current > 1 ? (
            link(current - 1, 'Previous', { rel: 'prev' })
          ) : (
            <span className={styles.disabled}>Previous</span>
          )}
        </li>
        {visiblePages(current, total).map((item, i) => (
          <li key={item === 'gap' ? `gap-${i}` : item}>
            {item === 'gap' ? (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : item === current ? (
              <span className={styles.current} aria-current="page">
                {item}
              </span>
            ) : (
              link(item, String(item), { 'aria-label': `Page ${item}` })
            )}
          </li>
        ))}
        <li>
          {current < total ? link(current + 1, 'Next', { rel: 'next' }) : <span className={styles.disabled}>Next</span>}
        </li>
      </ul>
    </nav>
  )
}
