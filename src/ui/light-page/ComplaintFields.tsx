import type { ReactNode } from 'react';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_TEXTS,
  COMPLAINT_LIMITS,
  type ComplaintCategory,
} from '#contract/complaint-texts.ts';
import * as kit from './LightPage.css.ts';
import { complaintFieldsCopy as text } from './light-page-copy.ts';

export const describedBy = (id: string, hint = true) =>
  hint ? `${id}-hint ${id}-error` : `${id}-error`;

export function LightField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
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

/** The script that reads them is ./complaint-fields.ts. */
export function ComplaintFields({
  chosen,
  between,
}: {
  /** Without it the person must pick a subject. */
  chosen?: ComplaintCategory;
  between?: ReactNode;
}) {
  return (
    <>
      <LightField id="category" label={text.category}>
        <select
          className={kit.input}
          id="category"
          name="category"
          required
          aria-describedby={describedBy('category', false)}
          defaultValue={chosen ?? ''}
        >
          {chosen ? null : (
            <option value="" disabled>
              {text.categoryPlaceholder}
            </option>
          )}
          {COMPLAINT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {COMPLAINT_CATEGORY_TEXTS[category]}
            </option>
          ))}
        </select>
      </LightField>
      <LightField id="description" label={text.description} hint={text.descriptionHint}>
        <textarea
          className={`${kit.input} ${kit.textarea}`}
          id="description"
          name="description"
          required
          maxLength={COMPLAINT_LIMITS.descriptionMax}
          aria-describedby={describedBy('description')}
        />
      </LightField>
      {between}
      <LightField id="phone" label={text.phone} hint={text.phoneHint}>
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
      </LightField>
      <div className={kit.field}>
        <label className={kit.choice}>
          <input type="checkbox" name="anonymous" aria-describedby="anonymous-hint" />
          <span>{text.anonymous}</span>
        </label>
        <span className={kit.hint} id="anonymous-hint">
          {text.anonymousHint}
        </span>
      </div>
      <div className={kit.trap}>
        <label htmlFor="website">{text.honeypot}</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}

/** Hidden until `showSentProtocol` in ./complaint-fields.ts opens it. */
export function SentProtocol({
  heading,
  keep,
  link,
}: {
  heading: string;
  keep: string;
  link: { href: string; text: string };
}) {
  return (
    <section className={kit.section} data-part="sent" aria-labelledby="sent-heading" hidden>
      <h2 className={kit.subheading} id="sent-heading" data-part="sent-heading" tabIndex={-1}>
        {heading}
      </h2>
      <p>
        {text.protocolIs} <span className={kit.protocol} data-part="sent-protocol" />
      </p>
      <p>{keep}</p>
      <a className={kit.link} href={link.href}>
        {link.text}
      </a>
    </section>
  );
}
