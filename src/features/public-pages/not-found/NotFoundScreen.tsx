import { Link } from 'wouter';
import { publicPagesCopy } from '../copy';
import { button } from '../../../ui/Button.css';
import { Screen } from '../../../ui/Screen';
import { paths } from '../../../lib/paths';

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
