import { Link } from 'wouter';
import { button } from '#src/ui/Button.css.ts';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';

const publicPagesCopy = {
  notFound: {
    title: 'Página não encontrada',
    body: 'O endereço que você acessou não existe ou foi removido.',
    home: 'Ir para o início',
  },

  register: {
    title: 'Cadastro',
  },
} as const;

export function RegisterScreen() {
  return (
    <Screen title={publicPagesCopy.register.title} backTo={paths.landing.link()}>
      {null}
    </Screen>
  );
}

export function CadastroScreen() {
  return <Screen title={publicPagesCopy.register.title}>{null}</Screen>;
}

export function NotFoundScreen() {
  return (
    <Screen title={publicPagesCopy.notFound.title}>
      <p>{publicPagesCopy.notFound.body}</p>
      <Link href={paths.landing.link()} className={button({ variant: 'solid' })}>
        {publicPagesCopy.notFound.home}
      </Link>
    </Screen>
  );
}
