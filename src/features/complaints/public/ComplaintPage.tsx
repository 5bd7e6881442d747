import { LightPage } from '#src/ui/light-page/LightPage.tsx';
import * as kit from '#src/ui/light-page/LightPage.css.ts';
import {
  ComplaintFields,
  LightField,
  SentProtocol,
  describedBy,
} from '#src/ui/light-page/ComplaintFields.tsx';
import { RECEIPT_CODE_LENGTH } from '#contract/receipt-code.ts';
import { paths } from '#src/lib/paths.ts';
import { complaintPageCopy as text } from './complaint-page-copy.ts';
import * as styles from './ComplaintPage.css.ts';

export const complaintPageTitle = text.title;

/** Every state is in the markup, hidden until the script (./complaint.page.ts) shows it. */
export function ComplaintPage() {
  return (
    <LightPage heading={text.heading}>
      <section className={kit.section} data-part="compose" aria-label={text.heading}>
        <p>{text.lead}</p>
        <form className={kit.form} data-part="complaint-form" noValidate>
          <ComplaintFields
            between={
              <LightField id="receipt-code" label={text.receiptCode} hint={text.receiptCodeHint}>
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
              </LightField>
            }
          />
          <p className={kit.notice.danger} role="alert" data-part="send-message" hidden />
          <button className={kit.button.primary} type="submit" data-part="send">
            {text.send}
          </button>
        </form>
      </section>

      <SentProtocol
        heading={text.sent}
        keep={text.keepProtocol}
        link={{ href: paths.ombudsman.pattern, text: text.another }}
      />

      <section className={kit.section} aria-labelledby="follow-heading">
        <h2 className={kit.subheading} id="follow-heading">
          {text.follow}
        </h2>
        <form className={kit.form} data-part="status-form" noValidate>
          <LightField id="protocol" label={text.protocol} hint={text.followLead}>
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
          </LightField>
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
