// A chart's vocabulary (events, guards, actions, actors, delays, tags) and its full transition table.
import type { ChartModel } from '../../../devtools/chart-model'
import styles from './ChartGallery.module.css'

const stateName = (path: string) => (path === '' ? '(root)' : path)

function Vocabulary({ title, values }: { title: string; values: ReadonlyArray<string> }) {
  return (
    <div className={styles.vocabulary}>
      <h4>
        {title} <span className={styles.count}>{values.length}</span>
      </h4>
      {values.length === 0 ? (
        <p className={styles.note}>None</p>
      ) : (
        <ul className={styles.chips}>
          {values.map((value) => (
            <li key={value}>
              <code>{value}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function ChartDetails({ model }: { model: ChartModel }) {
  return (
    <section className={styles.details} aria-labelledby="details-heading">
      <h3 id="details-heading">What the chart knows</h3>
      <div className={styles.vocabularies}>
        <Vocabulary title="Events" values={model.events} />
        <Vocabulary title="Guards" values={model.guards} />
        <Vocabulary title="Actions" values={model.actions} />
        <Vocabulary title="Actors" values={model.actors} />
        <Vocabulary title="Delays" values={model.delays} />
        <Vocabulary title="Tags" values={model.tags} />
      </div>
      <h3>Transitions</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">On</th>
              <th scope="col">Guard</th>
              <th scope="col">To</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {model.transitions.map((t, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the table is the chart's fixed transition list
              <tr key={index}>
                <td>{stateName(t.source)}</td>
                <td>
                  <code>{t.label}</code>
                </td>
                <td>{t.guard ? <code>{t.guard}</code> : null}</td>
                <td>{t.targets.length === 0 ? <em>stays</em> : t.targets.map(stateName).join(', ')}</td>
                <td>{t.actions.join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
