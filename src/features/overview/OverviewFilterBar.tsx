import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { OverviewOptionsDocument } from '#graphql/generated/operations.ts';
import type { OverviewFilter } from '#contract/overview.ts';
import { Button } from '#src/ui/Button.tsx';
import { SelectField, TextField } from '#src/ui/fields.tsx';
import { media } from '#src/ui/styles/theme.css.ts';
import { countFilterCriteria } from '#contract/donation-filter.ts';
import { overviewCopy } from './shared/copy.ts';
import { readOverviewFilter } from './shared/overview.ts';
import * as styles from './shared/Overview.css.ts';

const text = overviewCopy.filter;

type OverviewFilterBarProps = {
  filter: OverviewFilter;
  onChange: (filter: OverviewFilter) => void;
};

/** On a phone the seven fields would fill the first screen: there they open on demand. */
const wideScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(media.desktop).matches;

/** The options come from the server once per visit, when the fields first show. */
export function OverviewFilterBar({ filter, onChange }: OverviewFilterBarProps) {
  const active = countFilterCriteria(filter);
  const [open, setOpen] = useState(() => active > 0 || wideScreen());
  // A campaign's thousands of leaders and units cost a slow phone seconds to store and draw.
  const options = useQuery(OverviewOptionsDocument, { skip: !open }).data?.overviewOptions;
  const [state, setState] = useState(filter.state ?? '');
  const cities = (options?.cities ?? []).filter((city) => city.state === state);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const search = new URLSearchParams();
    for (const [name, value] of form)
      if (typeof value === 'string' && value !== '') search.set(name, value);
    onChange(readOverviewFilter(search.toString()));
  };
  const clear = () => {
    setState('');
    onChange({});
  };

  return (
    <form
      className={`${styles.section} ${styles.noPrint}`}
      aria-label={text.legend}
      onSubmit={apply}
      key={JSON.stringify(filter)}
    >
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={styles.filterSummary}>
          {active > 0 ? `${text.legend} (${active})` : text.legend}
        </summary>
        <div className={styles.filterForm}>
          <TextField
            label={text.dateFrom}
            type="date"
            name="dateFrom"
            defaultValue={filter.dateFrom ?? ''}
          />
          <TextField
            label={text.dateTo}
            type="date"
            name="dateTo"
            defaultValue={filter.dateTo ?? ''}
          />
          <SelectField
            label={text.state}
            name="state"
            value={state}
            onChange={(event) => setState(event.target.value)}
          >
            <option value="">{text.allStates}</option>
            {(options?.states ?? []).map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={text.city}
            name="city"
            defaultValue={filter.city ?? ''}
            disabled={state === ''}
            key={`city-${state}`}
          >
            <option value="">{text.allCities}</option>
            {cities.map((city) => (
              <option key={city.city} value={city.city}>
                {city.city}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={text.site}
            name="siteId"
            defaultValue={filter.siteId ? String(filter.siteId) : ''}
            key={`site-${options ? 'on' : 'off'}`}
          >
            <option value="">{text.allSites}</option>
            {(options?.sites ?? [])
              .filter((site) => state === '' || site.state === state)
              .map((site) => (
                <option key={site.siteId} value={String(site.siteId)}>
                  {site.name} ({site.city}/{site.state})
                </option>
              ))}
          </SelectField>
          <SelectField
            label={text.package}
            name="loadId"
            defaultValue={filter.loadId ?? ''}
            key={`package-${options ? 'on' : 'off'}`}
          >
            <option value="">{text.allPackages}</option>
            {(options?.packages ?? []).map((pack) => (
              <option key={pack.id} value={pack.id}>
                {pack.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={text.leader}
            name="leaderId"
            defaultValue={filter.leaderId ?? ''}
            key={`leader-${options ? 'on' : 'off'}`}
          >
            <option value="">{text.allLeaders}</option>
            {(options?.leaders ?? []).map((leader) => (
              <option key={leader.id} value={leader.id}>
                {leader.name}
              </option>
            ))}
          </SelectField>
          <div className={styles.filterActions}>
            <Button type="submit">{text.apply}</Button>
            <Button variant="outline" onClick={clear}>
              {text.clear}
            </Button>
          </div>
        </div>
      </details>
    </form>
  );
}
