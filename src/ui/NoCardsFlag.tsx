import { copy } from './copy/pt-BR';
import { flag } from './NoCardsFlag.css';

/** 'Sem cartões carregados': a donation whose cards were never loaded cannot be delivered. */
export function NoCardsFlag() {
  return (
    <span className={flag}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z" fill="currentColor" />
      </svg>
      {copy.donations.noCardsLoaded}
    </span>
  );
}
