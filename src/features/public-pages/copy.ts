/** pt-BR texts of the public pages: /register, /cadastro and the page for an unknown address. */
export const publicPagesCopy = {
  notFound: {
    title: 'Página não encontrada',
    body: 'O endereço que você acessou não existe ou foi removido.',
    home: 'Ir para o início',
  },

  register: {
    title: 'Cadastro',
  },
} as const;
