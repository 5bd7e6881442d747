import { Link } from 'wouter';
import { publicPagesCopy } from '../copy.ts';
import { button } from '#src/ui/Button.css.ts';
import { Screen } from '#src/ui/Screen.tsx';
import { paths } from '#src/lib/paths.ts';

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
