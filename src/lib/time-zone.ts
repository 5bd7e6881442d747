/** Every date the charity reads is a São Paulo date (docs/product.md R9.18). */
export const APP_TIME_ZONE = 'America/Sao_Paulo';
