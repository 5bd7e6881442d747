import type { Role } from '#contract/session.ts';

export { DEMO_PASSWORD } from '../identity/password-policy.ts';

export interface DemoUser {
  key: string;
  role: Role | null;
  cpf: string; // masked, as shown to people; stored as 11 digits
  name: string;
  email: string;
  siteKey?: string;
  commitmentDaysAgo?: number;
}

export const demoUsers: DemoUser[] = [
  {
    key: 'ana',
    role: 'admin',
    cpf: '529.982.247-25',
    name: 'Ana Costa',
    email: 'ana.costa@exemplo.org.br',
  },
  {
    key: 'maria',
    role: 'leader',
    cpf: '111.444.777-35',
    name: 'Maria da Silva',
    email: 'maria.silva@exemplo.org.br',
    siteKey: 'heliopolis',
  },
  {
    key: 'joao',
    role: 'leader',
    cpf: '246.813.579-28',
    name: 'João Santos',
    email: 'joao.santos@exemplo.org.br',
    siteKey: 'rocinha',
    commitmentDaysAgo: 3,
  },
  {
    key: 'rita',
    role: 'readonly',
    cpf: '987.654.321-00',
    name: 'Rita Lima',
    email: 'rita.lima@exemplo.org.br',
  },
  {
    key: 'carlos',
    role: 'leader',
    cpf: '321.654.987-91',
    name: 'Carlos Pereira',
    email: 'carlos.pereira@exemplo.org.br',
    siteKey: 'florence',
    commitmentDaysAgo: 10,
  },
  {
    key: 'fernanda',
    role: 'leader',
    cpf: '741.852.963-55',
    name: 'Fernanda Oliveira',
    email: 'fernanda.oliveira@exemplo.org.br',
    siteKey: 'mare',
    commitmentDaysAgo: 25,
  },
  {
    key: 'paulo',
    role: 'leader',
    cpf: '159.753.486-25',
    name: 'Paulo Souza',
    email: 'paulo.souza@exemplo.org.br',
    siteKey: 'paraisopolis',
  },
  {
    key: 'olga',
    role: 'ouvidoria',
    cpf: '853.461.927-19',
    name: 'Olga Ramos',
    email: 'olga.ramos@exemplo.org.br',
  },
  {
    key: 'bruno',
    role: null,
    cpf: '369.258.147-55',
    name: 'Bruno Alves',
    email: 'bruno.alves@exemplo.org.br',
  },
];

export const demoAccounts = demoUsers.filter((user) =>
  ['ana', 'maria', 'joao', 'rita', 'olga', 'bruno'].includes(user.key),
);

export interface DemoSite {
  key: string;
  name: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

export const demoSites: DemoSite[] = [
  {
    key: 'heliopolis',
    name: 'CEU Heliópolis',
    city: 'São Paulo',
    state: 'SP',
    lat: -23.6105,
    lon: -46.5916,
  },
  {
    key: 'paraisopolis',
    name: 'Associação Comunitária Paraisópolis',
    city: 'São Paulo',
    state: 'SP',
    lat: -23.6166,
    lon: -46.7297,
  },
  {
    key: 'florence',
    name: 'Centro Comunitário Jardim Florence',
    city: 'Campinas',
    state: 'SP',
    lat: -22.9389,
    lon: -47.1297,
  },
  {
    key: 'rocinha',
    name: 'Associação de Moradores da Rocinha',
    city: 'Rio de Janeiro',
    state: 'RJ',
    lat: -22.9882,
    lon: -43.2485,
  },
  {
    key: 'mare',
    name: 'Casa de Apoio da Maré',
    city: 'Rio de Janeiro',
    state: 'RJ',
    lat: -22.8597,
    lon: -43.2431,
  },
  {
    key: 'serra',
    name: 'Centro Social Aglomerado da Serra',
    city: 'Belo Horizonte',
    state: 'MG',
    lat: -19.9395,
    lon: -43.9186,
  },
];

export type DemoOutcome = 'delivered' | 'not-delivered' | 'pending';

export interface DemoIrregularities {
  receivedQuantity?: number;
  farDelivery?: boolean;
  burst?: boolean;
  reusedPhoto?: boolean;
  late?: boolean;
}

export interface DemoDonation {
  leaderKey: string;
  siteKey: string;
  status: 1 | 2 | 3 | 4 | 5 | 6;
  createdDaysAgo: number;
  vouchers: DemoOutcome[];
  irregular?: DemoIrregularities;
  closedReason?: string;
}

const pending = (count: number): DemoOutcome[] => Array.from({ length: count }, () => 'pending');

export const demoDonations: DemoDonation[] = [
  // Maria: one donation in every status; the one being delivered has some vouchers done.
  { leaderKey: 'maria', siteKey: 'heliopolis', status: 1, createdDaysAgo: 1, vouchers: pending(3) },
  { leaderKey: 'maria', siteKey: 'heliopolis', status: 2, createdDaysAgo: 5, vouchers: pending(4) },
  {
    leaderKey: 'maria',
    siteKey: 'heliopolis',
    status: 3,
    createdDaysAgo: 7,
    vouchers: ['delivered', 'not-delivered', 'delivered', 'pending', 'pending'],
  },
  {
    leaderKey: 'maria',
    siteKey: 'heliopolis',
    status: 4,
    createdDaysAgo: 20,
    vouchers: ['delivered', 'delivered', 'not-delivered'],
    irregular: { burst: true },
  },
  {
    leaderKey: 'maria',
    siteKey: 'heliopolis',
    status: 5,
    createdDaysAgo: 30,
    vouchers: pending(2),
    closedReason: 'Líder devolveu os cartões à unidade: mudou-se do bairro.',
  },
  {
    leaderKey: 'maria',
    siteKey: 'heliopolis',
    status: 6,
    createdDaysAgo: 40,
    vouchers: pending(2),
    closedReason: 'Pacote não chegou à líder; transportadora não localiza a entrega.',
  },
  // João: terms accepted; two waiting donations of three vouchers and one received.
  { leaderKey: 'joao', siteKey: 'rocinha', status: 1, createdDaysAgo: 1, vouchers: pending(3) },
  { leaderKey: 'joao', siteKey: 'rocinha', status: 1, createdDaysAgo: 2, vouchers: pending(3) },
  { leaderKey: 'joao', siteKey: 'rocinha', status: 2, createdDaysAgo: 6, vouchers: pending(3) },
  { leaderKey: 'carlos', siteKey: 'florence', status: 1, createdDaysAgo: 3, vouchers: pending(2) },
  {
    leaderKey: 'fernanda',
    siteKey: 'mare',
    status: 4,
    createdDaysAgo: 15,
    vouchers: ['delivered', 'delivered'],
    irregular: { receivedQuantity: 3, farDelivery: true, reusedPhoto: true, late: true },
  },
];

/**
 * One family per delivery, so no family is served twice within the window until someone does it.
 */
export const demoRecipients = [
  { cpf: '85296374100', name: 'Luzia Nascimento', phone: '', email: '' },
  { cpf: '31415926590', name: 'Raimunda Costa', phone: '11965432109', email: '' },
  {
    cpf: '12345678909',
    name: 'Josefa Ribeiro',
    phone: '11987654321',
    email: 'josefa.ribeiro@exemplo.org.br',
  },
  { cpf: '', name: 'Antônio Carvalho', phone: '11976543210', email: '' },
  {
    cpf: '27182818205',
    name: 'Francisca Souza',
    phone: '21954321098',
    email: 'francisca.souza@exemplo.org.br',
  },
  { cpf: '16180339805', name: 'Sebastião Alves', phone: '', email: '' },
] as const;

export const demoNotDeliveredComment =
  'Família não estava em casa; nova tentativa combinada com a vizinha.';
