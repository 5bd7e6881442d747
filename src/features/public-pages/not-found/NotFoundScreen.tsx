import { Link } from 'wouter';
import { copy } from '../../../ui/copy/pt-BR';
import { button } from '../../../ui/Button.css';
import { Screen } from '../../../ui/Screen';
import { paths } from '../../../lib/paths';

export function NotFoundScreen() {
  return (
    <Screen title={copy.notFound.title}>
      <p>{copy.notFound.body}</p>
      <Link href={paths.landing.link()} className={button({ variant: 'solid' })}>
        {copy.notFound.home}
      </Link>
    </Screen>
  );
}
