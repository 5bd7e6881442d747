import { Link } from 'wouter';
import { button } from '#src/ui/Button.css.ts';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';

/** pt-BR texts of the public pages: /register, /cadastro and the page for an unknown address. */
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

/** Public route with no contents of its own (docs/product.md R2.4). */
export function RegisterScreen() {
  return (
    <Screen title={publicPagesCopy.register.title} backTo={paths.landing.link()}>
      {null}
    </Screen>
  );
}

/** docs/product.md R2.4: a stub that shows only the title 'Cadastro'. */
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
