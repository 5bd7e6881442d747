import { Link } from 'wouter';
import { copy } from '../../copy/pt-BR';
import { button } from '../../components/Button.css';
import { Screen } from '../../components/Screen';

export function NotFoundScreen() {
  return (
    <Screen title={copy.notFound.title}>
      <p>{copy.notFound.body}</p>
      <Link href="/" className={button({ variant: 'solid' })}>
        {copy.notFound.home}
      </Link>
    </Screen>
  );
}
