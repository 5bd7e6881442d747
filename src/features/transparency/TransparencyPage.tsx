import { LightPage } from '#src/ui/light-page/LightPage.tsx';
import * as kit from '#src/ui/light-page/LightPage.css.ts';
import { transparencyCopy as text } from './transparency-copy.ts';
import * as styles from './TransparencyPage.css.ts';

export const transparencyTitle = text.title;

/** 'Como calculamos' is here whole, so it reads without the script (./transparency.page.ts). */
export function TransparencyPage() {
  return (
    <LightPage heading={text.heading}>
      <p>{text.lead}</p>
      <p className={kit.notice.success} role="status" data-part="status">
        {text.loading}
      </p>

      <section
        className={kit.section}
        data-part="figures"
        aria-labelledby="vouchers-heading"
        hidden
      >
        <h2 className={kit.subheading} id="vouchers-heading">
          {text.chartTitle}
        </h2>
        <p data-part="day" />
        <p className={kit.notice.danger} data-part="note" hidden />
        <div className={kit.field}>
          <label className={kit.label} htmlFor="place">
            {text.place}
          </label>
          <span className={kit.hint} id="place-hint">
            {text.placeHint}
          </span>
          <select
            className={kit.input}
            id="place"
            data-part="place"
            aria-describedby="place-hint"
          />
        </div>
        <svg
          className={styles.chart}
          data-part="chart"
          role="img"
          viewBox="0 0 320 280"
          preserveAspectRatio="xMinYMin meet"
        />
        <p className={kit.hint}>{text.chartNote}</p>
        <table className={styles.table}>
          <caption className={styles.caption} data-part="vouchers-caption" />
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                {text.figure}
              </th>
              <th className={styles.number} scope="col">
                {text.count}
              </th>
            </tr>
          </thead>
          <tbody data-part="vouchers-rows" />
        </table>
      </section>

      <section
        className={kit.section}
        data-part="complaints"
        aria-labelledby="complaints-heading"
        hidden
      >
        <h2 className={kit.subheading} id="complaints-heading">
          {text.complaintsHeading}
        </h2>
        <table className={styles.table}>
          <caption className={styles.caption}>{text.complaintsCaption}</caption>
          <thead>
            <tr>
              <th className={`${styles.cell} ${styles.subjectColumn}`} scope="col">
                {text.subject}
              </th>
              <th className={styles.number} scope="col">
                {text.received}
              </th>
              <th className={styles.number} scope="col">
                {text.resolved}
              </th>
            </tr>
          </thead>
          <tbody data-part="complaint-rows" />
        </table>
        <p data-part="median" />
      </section>

      <section
        className={kit.section}
        data-part="downloads"
        aria-labelledby="downloads-heading"
        hidden
      >
        <h2 className={kit.subheading} id="downloads-heading">
          {text.downloadsHeading}
        </h2>
        <div className={kit.actions}>
          <a className={kit.button.secondary} data-part="csv" href="#" download>
            {text.downloadCsv}
          </a>
          <a className={kit.button.secondary} data-part="json" href="#" download>
            {text.downloadJson}
          </a>
        </div>
      </section>

      <section className={kit.section} data-part="chain" aria-labelledby="chain-heading" hidden>
        <h2 className={kit.subheading} id="chain-heading">
          {text.chainHeading}
        </h2>
        <p>{text.chainLead}</p>
        <p>{text.chainHead}</p>
        <p className={styles.hash} data-part="head" />
        <p>{text.chainCommand}</p>
        <p className={styles.hash} data-part="command" />
        <a className={kit.link} data-part="chain-list" href="#">
          {text.chainList}
        </a>
      </section>

      <section className={kit.section} aria-labelledby="how-heading">
        <h2 className={kit.subheading} id="how-heading">
          {text.howHeading}
        </h2>
        <ul className={styles.list}>
          {text.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </LightPage>
  );
}
