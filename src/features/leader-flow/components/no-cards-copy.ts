/** pt-BR texts of a donation without cards loaded (item 2 of issue 14). */
export const noCardsCopy = {
  title: 'Nenhum cartão foi carregado para esta doação.',
  why: 'Os números dos cartões desta doação ainda não estão no sistema, por isso não há entregas para registrar nem como encerrar. Guarde os cartões recebidos e fale com o suporte para que a equipe carregue os cartões.',
  call: (phone: string) => `Ligar para o suporte: ${phone}`,
} as const;
