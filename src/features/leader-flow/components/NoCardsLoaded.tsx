import { noCardsCopy } from './no-cards-copy.ts';
import { Notice } from '#src/ui/Notice.tsx';
import { supportPhone, supportPhoneHref } from '#src/core/public-config.ts';

const text = noCardsCopy;

/** A donation without cards loaded: why nothing can be recorded, and whom to call (item 2 of issue 14). */
export function NoCardsLoaded() {
  return (
    <Notice tone="warning" role="status">
      <p>
        <strong>{text.title}</strong>
      </p>
      <p>{text.why}</p>
      <p>
        <a href={supportPhoneHref}>{text.call(supportPhone)}</a>
      </p>
    </Notice>
  );
}
