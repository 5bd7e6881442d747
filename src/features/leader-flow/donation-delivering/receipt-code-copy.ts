import { paths } from '#src/lib/paths.ts';

/** Texts of the receipt code shown after a delivery (docs/product.md R15.1). */
export const receiptCodeCopy = {
  title: (voucherId: string) => `Código do comprovante – Cartão ${voucherId}`,
  show: 'Mostre este código à família: ela pode anotar ou fotografar',
  where: 'Com ele e os 3 primeiros números do CPF, a família confere a entrega em',
  share: 'Compartilhar',
  close: 'Fechar',
  /** What the phone's share sheet sends: text only, never the CPF. */
  shareText: (code: string, origin: string) =>
    `Comprovante da entrega do seu cartão: código ${code}. Para conferir a entrega, acesse ${origin}${paths.receiptCheck.pattern} e digite este código e os 3 primeiros números do CPF de quem recebeu.`,
} as const;
