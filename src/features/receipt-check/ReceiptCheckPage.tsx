import { LightPage } from '#src/ui/light-page/LightPage.tsx';
import * as kit from '#src/ui/light-page/LightPage.css.ts';
import { RECEIPT_CODE_LENGTH, RECEIPT_CPF_DIGITS } from '#contract/receipt-code.ts';
import { ComplaintFields, SentProtocol } from '#src/ui/light-page/ComplaintFields.tsx';
import { paths } from '#src/lib/paths.ts';
import { receiptCheckCopy as text } from './receipt-check-copy.ts';
import * as styles from './ReceiptCheckPage.css.ts';

export const receiptCheckTitle = text.title;

function Fact({ term, part }: { term: string; part: string }) {
  return (
    <>
      <dt className={kit.factTerm}>{term}</dt>
      <dd className={kit.factValue} data-part={part} />
    </>
  );
}

/** Every state is in the markup, hidden until the script (./receipt-check.page.ts) shows it. */
export function ReceiptCheckPage() {
  return (
    <LightPage heading={text.heading}>
      <section className={kit.section} data-part="lookup" aria-label={text.heading}>
        <p>{text.lead}</p>
        <form className={kit.form} data-part="lookup-form" noValidate>
          <div className={kit.field}>
            <label className={kit.label} htmlFor="receipt-code">
              {text.code}
            </label>
            <span className={kit.hint} id="receipt-code-hint">
              {text.codeHint}
            </span>
            <input
              className={`${kit.input} ${styles.codeInput}`}
              id="receipt-code"
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={RECEIPT_CODE_LENGTH + 4}
              aria-describedby="receipt-code-hint receipt-code-error"
              required
            />
            <span
              className={kit.fieldError}
              id="receipt-code-error"
              data-part="code-error"
              hidden
            />
          </div>
          <div className={kit.field}>
            <label className={kit.label} htmlFor="cpf-digits">
              {text.cpfDigits}
            </label>
            <span className={kit.hint} id="cpf-digits-hint">
              {text.cpfDigitsHint}
            </span>
            <input
              className={`${kit.input} ${styles.digitsInput}`}
              id="cpf-digits"
              name="cpfDigits"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={RECEIPT_CPF_DIGITS}
              aria-describedby="cpf-digits-hint cpf-digits-error"
            />
            <span
              className={kit.fieldError}
              id="cpf-digits-error"
              data-part="digits-error"
              hidden
            />
          </div>
          <p className={kit.notice.danger} role="alert" data-part="lookup-message" hidden />
          <button className={kit.button.primary} type="submit" data-part="check">
            {text.check}
          </button>
        </form>
      </section>

      <section
        className={kit.section}
        data-part="delivery"
        aria-labelledby="delivery-heading"
        hidden
      >
        <h2
          className={kit.subheading}
          id="delivery-heading"
          data-part="delivery-heading"
          tabIndex={-1}
        >
          {text.found}
        </h2>
        <dl className={kit.facts}>
          <Fact term={text.deliveredOn} part="delivered-on" />
          <Fact term={text.place} part="place" />
          <Fact term={text.site} part="site" />
          <Fact term={text.leader} part="leader" />
          <Fact term={text.answer} part="answer" />
        </dl>
        <p className={kit.notice.success} role="status" data-part="answer-message" hidden />
        <p className={kit.notice.danger} role="alert" data-part="answer-error" hidden />
        <div className={kit.actions}>
          <button className={kit.button.primary} type="button" data-part="confirm">
            {text.confirm}
          </button>
          <button className={kit.button.secondary} type="button" data-part="problem">
            {text.problem}
          </button>
        </div>
        <a className={kit.link} href={paths.receiptCheck.pattern}>
          {text.another}
        </a>
      </section>

      <section
        className={kit.section}
        data-part="problem-section"
        aria-labelledby="problem-heading"
        hidden
      >
        <h2
          className={kit.subheading}
          id="problem-heading"
          data-part="problem-heading"
          tabIndex={-1}
        >
          {text.problemTitle}
        </h2>
        <p>{text.problemLead}</p>
        <form className={kit.form} data-part="problem-form" noValidate>
          <ComplaintFields chosen="notReceived" />
          <p className={kit.notice.danger} role="alert" data-part="problem-message" hidden />
          <button className={kit.button.primary} type="submit" data-part="send">
            {text.send}
          </button>
        </form>
      </section>

      <SentProtocol
        heading={text.sent}
        keep={text.keepProtocol}
        link={{ href: paths.ombudsman.pattern, text: text.follow }}
      />
    </LightPage>
  );
}
