import { initials } from '../../../../../domain/initials'
import type { Agent } from '../../../../../schemas/Listing'
import styles from './Info.module.css'

/** The listing agents as cards with one-tap call and e-mail (DESIGN.md). */
export function Agents({ agents }: { agents: ReadonlyArray<Agent> }) {
  return (
    <section className={styles.block} aria-labelledby="agents-heading">
      <h2 id="agents-heading" className={styles.heading}>
        {agents.length === 1 ? 'Listing agent' : 'Listing agents'}
      </h2>
      <ul className={styles.agents}>
        {agents.map((agent) => (
          <li key={`${agent.name}-${agent.email ?? ''}`} className={styles.agent}>
            {agent.photoUrl ? (
              <img className={styles.avatar} src={agent.photoUrl} alt="" width={56} height={56} loading="lazy" />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {initials(agent.name)}
              </span>
            )}
            <span className={styles.agentText}>
              <span className={styles.agentName}>{agent.name}</span>
              {agent.title || agent.company ? (
                <span className={styles.agentMeta}>{[agent.title, agent.company].filter(Boolean).join(' · ')}</span>
              ) : null}
            </span>
            <span className={styles.agentActions}>
              {agent.phone ? (
                <a className={styles.action} href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`}>
                  Call <span className={styles.visuallyHidden}>{agent.name}</span>
                </a>
              ) : null}
              {agent.email ? (
                <a className={styles.action} href={`mailto:${agent.email}`}>
                  E-mail <span className={styles.visuallyHidden}>{agent.name}</span>
                </a>
              ) : null}
              {agent.website ? (
                <a className={styles.action} href={agent.website} target="_blank" rel="noopener noreferrer">
                  Website <span className={styles.visuallyHidden}>of {agent.name}</span>
                </a>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
