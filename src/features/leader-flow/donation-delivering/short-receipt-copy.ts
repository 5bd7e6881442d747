/** pt-BR texts of a donation received short, fewer cards than sent (docs/product.md R13.7). */
export const shortReceiptCopy = {
  received: (received: number, sent: number) =>
    `Você confirmou o recebimento de ${received} de ${sent} cartões.`,
  remaining: (positions: readonly number[]) =>
    positions.length === 1
      ? `Falta registrar o Cartão ${positions[0]}.`
      : `Faltam registrar os Cartões ${positions.slice(0, -1).join(', ')} e ${positions[positions.length - 1]}.`,
  howTo:
    "Um cartão que não chegou até você também precisa de registro: abra-o, escolha 'Não entregue' e confirme o motivo, que já vem preenchido com 'Cartão não recebido'.",
} as const;
