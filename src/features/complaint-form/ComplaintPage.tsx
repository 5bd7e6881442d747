import { LightPage } from '#src/ui/light-page/LightPage.tsx';
import * as kit from '#src/ui/light-page/LightPage.css.ts';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_TEXTS,
  COMPLAINT_LIMITS,
} from '#contract/complaint-texts.ts';
import { RECEIPT_CODE_LENGTH } from '#contract/receipt-code.ts';
import { paths } from '#src/lib/paths.ts';
import { complaintPageCopy as text } from './complaint-page-copy.ts';
import * as styles from './ComplaintPage.css.ts';

export const complaintPageTitle = text.title;

/** A field's label, hint and error, wired to its control by ids. */
function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={kit.field}>
      <label className={kit.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span className={kit.hint} id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {children}
      <span className={kit.fieldError} id={`${id}-error`} data-part={`${id}-error`} hidden />
    </div>
  );
}

const describedBy = (id: string, hint = true) => (hint ? `${id}-hint ${id}-error` : `${id}-error`);

/**
 * /ouvidoria (docs/product.md R16.1–R16.2), drawn at build time: the complaint form, the
 * protocol it gives, and the 'Protocolo' field that shows a complaint's stage and answer. Every
 * state is in the markup, hidden until the script (./complaint.page.ts) shows it.
 */
export function ComplaintPage() {
  return (
    <LightPage heading={text.heading}>
      <section className={kit.section} data-part="compose" aria-label={text.heading}>
        <p>{text.lead}</p>
        <form className={kit.form} data-part="complaint-form" noValidate>
          <Field id="category" label={text.category}>
            <select
              className={kit.input}
              id="category"
              name="category"
              required
              aria-describedby={describedBy('category', false)}
              defaultValue=""
            >
              <option value="" disabled>
                {text.categoryPlaceholder}
              </option>
              {COMPLAINT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {COMPLAINT_CATEGORY_TEXTS[category]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="description" label={text.description} hint={text.descriptionHint}>
            <textarea
              className={`${kit.input} ${styles.textarea}`}
              id="description"
              name="description"
              required
              maxLength={COMPLAINT_LIMITS.descriptionMax}
              aria-describedby={describedBy('description')}
            />
          </Field>
          <Field id="receipt-code" label={text.receiptCode} hint={text.receiptCodeHint}>
            <input
              className={kit.input}
              id="receipt-code"
              name="receiptCode"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={RECEIPT_CODE_LENGTH + 4}
              aria-describedby={describedBy('receipt-code')}
            />
          </Field>
          <Field id="phone" label={text.phone} hint={text.phoneHint}>
            <input
              className={kit.input}
              id="phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              aria-describedby={describedBy('phone')}
            />
          </Field>
          <div className={kit.field}>
            <label className={kit.choice}>
              <input
                type="checkbox"
                name="anonymous"
                data-part="anonymous"
                aria-describedby="anonymous-hint"
              />
              <span>{text.anonymous}</span>
            </label>
            <span className={kit.hint} id="anonymous-hint">
              {text.anonymousHint}
            </span>
          </div>
          <div className={styles.trap}>
            <label htmlFor="website">{text.honeypot}</label>
            <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <p className={kit.notice.danger} role="alert" data-part="send-message" hidden />
          <button className={kit.button.primary} type="submit" data-part="send">
            {text.send}
          </button>
        </form>
      </section>

      <section className={kit.section} data-part="sent" aria-labelledby="sent-heading" hidden>
        <h2 className={kit.subheading} id="sent-heading" data-part="sent-heading" tabIndex={-1}>
          {text.sent}
        </h2>
        <p>
          {text.protocolIs} <span className={styles.protocol} data-part="sent-protocol" />
        </p>
        <p>{text.keepProtocol}</p>
        <a className={kit.link} href={paths.ombudsman.pattern}>
          {text.another}
        </a>
      </section>

      <section className={kit.section} aria-labelledby="follow-heading">
        <h2 className={kit.subheading} id="follow-heading">
          {text.follow}
        </h2>
        <form className={kit.form} data-part="status-form" noValidate>
          <Field id="protocol" label={text.protocol} hint={text.followLead}>
            <input
              className={`${kit.input} ${styles.protocolInput}`}
              id="protocol"
              name="protocol"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={16}
              required
              aria-describedby={describedBy('protocol')}
            />
          </Field>
          <p className={kit.notice.danger} role="alert" data-part="status-message" hidden />
          <button className={kit.button.secondary} type="submit" data-part="check">
            {text.check}
          </button>
        </form>
        <dl className={kit.facts} data-part="status" aria-live="polite" hidden>
          <dt className={kit.factTerm}>{text.protocol}</dt>
          <dd className={kit.factValue} data-part="status-protocol" />
          <dt className={kit.factTerm}>{text.stage}</dt>
          <dd className={kit.factValue} data-part="status-stage" />
          <dt className={kit.factTerm}>{text.answer}</dt>
          <dd className={kit.factValue} data-part="status-answer" />
        </dl>
      </section>
    </LightPage>
  );
}
