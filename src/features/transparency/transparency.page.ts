import { getPublic, publicUrl } from '#src/core/public-api.ts';
import { part, say, show } from '#src/ui/light-page/light-page-dom.ts';
import { COMPLAINT_CATEGORY_TEXTS, type ComplaintCategory } from '#contract/complaint-texts.ts';
import {
  VOUCHER_FIGURES,
  VOUCHER_FIGURE_TEXTS,
  NOT_MEASURED_TEXTS,
  placeName,
  SNAPSHOT_BLOCK_ID,
  type LatestSnapshot,
  type PlaceFigures,
  type Shown,
} from '#contract/transparency.ts';
import { transparencyCopy as text } from './transparency-copy.ts';
import * as styles from './TransparencyPage.css.ts';

/**
 * Reads the snapshot from the page, else from the API; writes text and SVG shapes only, never HTML.
 */

const SVG = 'http://www.w3.org/2000/svg';
const ROW_HEIGHT = 40;
const BAR_WIDTH = 300;

const status = part('status');
const placeSelect = part<HTMLSelectElement>('place');

const shownText = (value: Shown) =>
  typeof value === 'number' ? value.toLocaleString('pt-BR') : value;

function cell(row: HTMLTableRowElement, value: string, numeric: boolean, header = false) {
  const element = document.createElement(header ? 'th' : 'td');
  if (header) element.setAttribute('scope', 'row');
  element.className = numeric ? styles.number : styles.cell;
  element.textContent = value;
  row.append(element);
}

function svgElement(name: string, attributes: Record<string, string | number>) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** A figure not published draws no bar, only its text. */
function drawChart(place: PlaceFigures) {
  const chart = part('chart') as unknown as SVGSVGElement;
  chart.replaceChildren();
  const numbers = VOUCHER_FIGURES.map((figure) => place.cards[figure]).filter(
    (value): value is number => typeof value === 'number',
  );
  const most = Math.max(1, ...numbers);
  VOUCHER_FIGURES.forEach((figure, i) => {
    const value = place.cards[figure];
    const label = svgElement('text', { x: 0, y: i * ROW_HEIGHT + 14, class: styles.barLabel });
    label.textContent = `${VOUCHER_FIGURE_TEXTS[figure]}: ${shownText(value)}`;
    chart.append(label);
    if (typeof value === 'number' && value > 0)
      chart.append(
        svgElement('rect', {
          x: 0,
          y: i * ROW_HEIGHT + 20,
          width: Math.max(2, Math.round((value / most) * BAR_WIDTH)),
          height: 12,
          class: styles.bar,
        }),
      );
  });
  chart.setAttribute(
    'aria-label',
    text.chartLabel(
      placeName(place),
      VOUCHER_FIGURES.map(
        (figure) => `${VOUCHER_FIGURE_TEXTS[figure]} ${shownText(place.cards[figure])}`,
      ).join(', '),
    ),
  );
}

function drawVouchers(place: PlaceFigures, notMeasured: LatestSnapshot['snapshot']['notMeasured']) {
  part('vouchers-caption').textContent = text.vouchersCaption(placeName(place));
  const rows = part('vouchers-rows');
  rows.replaceChildren();
  for (const figure of VOUCHER_FIGURES) {
    const row = document.createElement('tr');
    cell(row, VOUCHER_FIGURE_TEXTS[figure], false, true);
    cell(row, shownText(place.cards[figure]), true);
    rows.append(row);
  }
  if (place.state === null)
    for (const figure of notMeasured) {
      const row = document.createElement('tr');
      cell(row, NOT_MEASURED_TEXTS[figure], false, true);
      cell(row, text.notMeasured, true);
      rows.append(row);
    }
  drawChart(place);
}

function draw({ head, snapshot }: LatestSnapshot) {
  part('day').textContent = text.dayOf(
    new Date(`${snapshot.day}T12:00:00Z`).toLocaleDateString('pt-BR', { timeZone: 'UTC' }),
  );
  say(part('note'), snapshot.note === null ? '' : text.correction(snapshot.note));

  placeSelect.replaceChildren(
    ...snapshot.places.map((place, i) => {
      const option = document.createElement('option');
      option.value = String(i);
      option.textContent = placeName(place);
      return option;
    }),
  );
  const choose = () =>
    drawVouchers(
      snapshot.places[Number(placeSelect.value)] ?? snapshot.places[0]!,
      snapshot.notMeasured,
    );
  placeSelect.onchange = choose;
  choose();

  const complaints = part('complaint-rows');
  complaints.replaceChildren();
  for (const row of [
    ...snapshot.complaints.byCategory.map((category) => ({
      name: COMPLAINT_CATEGORY_TEXTS[category.category as ComplaintCategory] ?? category.category,
      received: category.received,
      resolved: category.resolved,
    })),
    {
      name: text.total,
      received: snapshot.complaints.received,
      resolved: snapshot.complaints.resolved,
    },
  ]) {
    const line = document.createElement('tr');
    cell(line, row.name, false, true);
    cell(line, shownText(row.received), true);
    cell(line, shownText(row.resolved), true);
    complaints.append(line);
  }
  const median = snapshot.complaints.medianDaysToAnswer;
  part('median').textContent =
    median === null ? text.noMedian : text.median(median.toLocaleString('pt-BR'));

  part<HTMLAnchorElement>('csv').href = publicUrl(`/transparency/snapshots/${head.seq}/csv`);
  part<HTMLAnchorElement>('json').href = publicUrl(`/transparency/snapshots/${head.seq}/json`);
  part('head').textContent = head.sha256;
  part('command').textContent =
    `npm run transparency:check -- ${window.location.origin} --head ${head.sha256}`;
  part<HTMLAnchorElement>('chain-list').href = publicUrl('/transparency/snapshots');

  for (const name of ['figures', 'complaints', 'downloads', 'chain']) show(part(name));
}

function snapshotInPage(): LatestSnapshot | null {
  const block = document.getElementById(SNAPSHOT_BLOCK_ID);
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as LatestSnapshot) : null;
  } catch {
    return null;
  }
}

function present(latest: LatestSnapshot | null) {
  if (!latest) {
    say(status, text.failed);
    return;
  }
  draw(latest);
  say(status, navigator.onLine ? '' : text.offline);
}

const inPage = snapshotInPage();
if (inPage) present(inPage);
else void getPublic<LatestSnapshot>('/transparency').then(present);

// Registered here too, so a visit that starts here is kept for a later one offline.
if ('serviceWorker' in navigator && !import.meta.env.DEV)
  window.addEventListener(
    'load',
    () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined),
    { once: true },
  );
