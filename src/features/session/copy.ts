/**
 * pt-BR texts of the session screens: login return, terms, checklist, profile, settings and
 * password. Texts quoted by docs/product.md are verbatim. Functions build texts; they never return markup.
 */
export const sessionCopy = {
  login: {
    title: 'Entrando',
    processing: 'Processando autenticação...',
    failed: 'Erro ao processar autenticação. Por favor, tente novamente.',
    redirecting: 'Redirecionando...',
  },

  terms: {
    title: 'Termo de compromisso',
    introduction: (org: string) =>
      `Ao aceitar este termo, eu, líder comunitário(a) voluntário(a) da rede ${org}, assumo o compromisso de levar os cartões de cesta básica e de higiene às famílias em situação de vulnerabilidade da minha comunidade, com respeito, honestidade e cuidado.`,
    considerationsTitle: 'Considerando que:',
    considerations: (org: string) => [
      'a fome atinge milhões de famílias brasileiras e se agravou durante a pandemia de COVID-19;',
      `cada cartão é uma doação feita com confiança por pessoas e empresas que apoiam a ${org};`,
      'as entregas precisam ser registradas com transparência, para que doadores e comunidade saibam que a ajuda chegou a quem precisa;',
      'a saúde das famílias atendidas e dos voluntários deve ser protegida em todas as etapas da entrega.',
    ],
    commitmentsTitle: 'Comprometo-me a:',
    commitments: (org: string) => [
      'Entregar os cartões gratuitamente, sem cobrar nenhum valor, favor ou contrapartida das famílias.',
      'Escolher as famílias com justiça, priorizando as que vivem em maior vulnerabilidade, sem discriminação de religião, opinião política, cor, gênero, orientação sexual ou qualquer outra.',
      'Registrar no aplicativo cada entrega, com foto e dados verdadeiros, em até 24 horas depois de iniciá-la.',
      'Guardar os cartões em local seguro até a entrega e avisar imediatamente sobre qualquer perda, extravio ou devolução.',
      'Tratar os dados pessoais das famílias com sigilo e usá-los apenas para registrar as entregas.',
      'Seguir as medidas de proteção contra a COVID-19 e não fazer entregas se eu apresentar sintomas.',
      `Não usar as doações nem o nome da ${org} para fins políticos, religiosos, comerciais ou pessoais.`,
    ],
    checkingLocation: 'Verificando a sua localização...',
    declaration: 'Declaro que li e estou de acordo com os Termos de Uso da aplicacao',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    confirming: 'Confirmando...',
  },

  checklist: {
    title: 'Sua saúde hoje',
    introduction:
      'Para proteger as famílias e você, confirme que não teve nenhum destes sintomas nas últimas 24 horas:',
    symptomsLabel: 'Sintomas',
    symptoms: [
      'Febre',
      'Tosse seca',
      'Tosse com catarro',
      'Congestão nasal',
      'Coriza',
      'Dificuldade para respirar',
      'Dor de cabeça',
      'Dor de garganta',
      'Dor no peito',
      'Dor no corpo',
    ],
    healthSiteLink: 'Saiba mais sobre o coronavírus no site do Ministério da Saúde',
    healthSiteUrl: 'https://www.gov.br/saude/pt-br/coronavirus',
    helpTitle: 'Estou com sintomas, o que fazer?',
    helpSteps: (phone: string) => [
      'Fique em casa e evite contato próximo com outras pessoas.',
      'Não faça entregas enquanto tiver sintomas: guarde os cartões em local seguro.',
      `Avise a nossa equipe pelo telefone de suporte ${phone}, para combinarmos a entrega com outro voluntário.`,
      'Em caso de dúvida sobre a sua saúde, ligue para o Disque Saúde 136. Se tiver falta de ar, procure um serviço de saúde.',
    ],
    callSupport: (phone: string) => `Ligar para o suporte: ${phone}`,
    healthSiteShort: 'Site do Ministério da Saúde sobre o coronavírus',
    reportHint:
      'Avise a equipe por aqui: suas doações pendentes ficam marcadas para outra pessoa entregar, e você continua vendo a sua lista.',
    leaveHint: 'Ou, se preferir, saia e volte quando estiver bem.',
    leave: 'Sair',
    declaration: 'Declaro que não apresento nenhum dos sintomas acima nas últimas 24 horas',
    confirm: 'Confirmar',
    confirming: 'Confirmando...',
  },

  profile: {
    title: 'Perfil',
    name: 'Nome',
    login: 'CPF',
    email: 'E-mail',
    settings: 'Configurações',
    newPassword: 'Definir nova senha',
    accessLog: 'Registro de acessos',
    dataSubject: 'Titular dos dados',
    messages: 'Mensagens de teste',
    signOut: 'Sair da conta',
    /** Admin, local provider: the screen that gives a person a temporary password. */
    resetSomeonesPassword: 'Contas e senhas',
    signOutConfirm: 'Tem certeza que deseja sair ?',
    /** The provider must end its session (a shared phone), which needs the network. */
    signOutOffline: 'Sem conexão. Conecte-se à internet para sair da conta.',
    yes: 'Sim',
    no: 'Não',
    notInformed: 'Não informado',
  },

  settings: {
    title: 'Configurações',
    account: 'Conta',
    support: 'Suporte',
    supportText: 'Em caso de dúvida, ligue para',
  },

  password: {
    title: 'Definir nova senha',
    current: 'Senha atual',
    next: 'Nova senha',
    confirmation: 'Confirme a nova senha',
    hint: 'Use no mínimo 8 caracteres.',
    submit: 'Salvar nova senha',
    saving: 'Salvando...',
    required: 'Preencha este campo.',
    tooShort: 'Sua senha deve conter no mínimo 8 caracteres',
    mismatch: 'A confirmação deve ser igual à nova senha.',
    success: 'Senha alterada com sucesso',
    wrongCurrent: 'A senha atual está incorreta.',
    failed: 'Não foi possível alterar a senha. Tente novamente.',
  },
} as const;
