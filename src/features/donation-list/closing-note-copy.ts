/** pt-BR text of the closing note on a leader's returned or lost donation. */
export const closingNoteCopy = {
  note: (reason: string, actor: string, date: string) =>
    `Motivo: ${reason} (registrado por ${actor} em ${date})`,
} as const;
