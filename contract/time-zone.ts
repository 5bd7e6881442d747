/**
 * The time zone every pt-BR date and time the charity sees is judged in (docs/product.md R9.18),
 * on the server (SQL day boundaries, report cells) and in the browser alike.
 */
export const APP_TIME_ZONE = 'America/Sao_Paulo';
