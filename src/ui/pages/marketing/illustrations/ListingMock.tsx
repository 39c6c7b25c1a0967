// Drawn stand-ins for a published listing page: a desktop browser with the hero and a floating floor plan, and a
// phone showing the page as a buyer scrolls it. Each is one image to assistive technology, named by its label.
import { FloorPlanSketch } from './FloorPlanSketch'
import styles from './ListingMock.module.css'
import { TourScene } from './TourScene'

const TABS = ['Info', 'Tour', 'Photos', 'Floor plan'] as const

export function BrowserListing({ className }: { className?: string }) {
  return (
    <div
      className={`${styles.stage} ${className ?? ''}`}
      role="img"
      aria-label="A published listing page for 18 Alder Lane: the living room in the 3D tour, the address, price and stats over it, and the floor plan floating beside it."
    >
      <div className={styles.browser}>
        <div className={styles.bar}>
          <span className={styles.dots}>
            <span />
            <span />
            <span />
          </span>
          <span className={styles.url}>showhome / 18-alder-lane</span>
        </div>
        <TourScene className={styles.browserScene}>
          <div className={styles.heroShade} />
          <div className={styles.heroText}>
            <span className={styles.heroAddress}>18 Alder Lane</span>
            <span className={styles.heroPrice}>$849,000</span>
            <span className={styles.heroStats}>2 bd · 1 ba · 1,120 SF</span>
          </div>
        </TourScene>
        <div className={styles.tabs}>
          {TABS.map((tab) => (
            <span key={tab} className={tab === 'Tour' ? styles.tabActive : styles.tab}>
              {tab}
            </span>
          ))}
        </div>
      </div>
      <div className={styles.planCard}>
        <span className={styles.planTitle}>Main floor · 1,120 SF</span>
        <FloorPlanSketch label="" />
      </div>
    </div>
  )
}

export function PhoneListing({ className }: { className?: string }) {
  return (
    <div
      className={`${styles.phone} ${className ?? ''}`}
      role="img"
      aria-label="The same listing page on a phone: hero, price and stats, the agent with call and e-mail buttons, the description and a grid of photos."
    >
      <div className={styles.screen}>
        <TourScene className={styles.phoneScene}>
          <div className={styles.heroShade} />
          <div className={styles.heroTextSmall}>
            <span className={styles.heroAddress}>18 Alder Lane</span>
            <span className={styles.heroStatsSmall}>Northfield</span>
          </div>
        </TourScene>
        <div className={styles.phoneBody}>
          <div className={styles.segmented}>
            {TABS.map((tab) => (
              <span key={tab} className={tab === 'Info' ? styles.segmentActive : styles.segment}>
                {tab}
              </span>
            ))}
          </div>
          <span className={styles.phonePrice}>$849,000</span>
          <span className={styles.phoneStats}>
            <b>2</b> bd <b>1</b> ba <b>1,120</b> SF
          </span>
          <div className={styles.agent}>
            <span className={styles.avatar}>MR</span>
            <span className={styles.agentText}>
              <b>Maya Ruiz</b>
              <span>Harbor &amp; Co. Realty</span>
            </span>
            <span className={styles.agentButton} />
            <span className={styles.agentButton} />
          </div>
          <span className={styles.line} />
          <span className={styles.line} />
          <span className={styles.lineShort} />
          <div className={styles.photos}>
            <span className={styles.photoA} />
            <span className={styles.photoB} />
            <span className={styles.photoC} />
            <span className={styles.photoD} />
          </div>
        </div>
      </div>
    </div>
  )
}
