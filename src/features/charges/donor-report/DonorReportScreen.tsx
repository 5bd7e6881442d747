import './donor-report-print.css';
import { Fragment, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useParams } from 'wouter';
import {
  PackageReportCsvDocument,
  PackageReportDocument,
  type PackageReportQuery,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { packageReportFileName } from '#contract/package-report.ts';
import { COMPLAINT_CATEGORY_TEXTS, type ComplaintCategory } from '#contract/complaint-texts.ts';
import {
  VOUCHER_FIGURES,
  VOUCHER_FIGURE_TEXTS,
  NOT_MEASURED_TEXTS,
  NOT_MEASURED_VALUE,
  placeName,
  type NotMeasuredFigure,
  type Shown,
} from '#contract/transparency.ts';
import { Button } from '#src/ui/Button.tsx';
import { AlertBanner, type AlertType } from '#src/ui/banners.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { downloadFile } from '#src/ui/download-file.ts';
import { paths } from '#src/lib/paths.ts';
import { formatDate, formatDateOnly, formatTime } from '#src/lib/format-date.ts';
import * as styles from './DonorReportScreen.css.ts';

const text = {
  title: 'Relatório para doadores',
  loading: 'Carregando o relatório...',
  failed: 'Não foi possível preparar o relatório deste Pacote.',
  lead: 'Os mesmos números da página pública Transparência, só das doações deste Pacote. Nenhuma família pode ser identificada aqui.',
  packageTerm: 'Pacote',
  loadedTerm: 'Carregado em',
  periodTerm: 'Período das doações',
  period: (first: string | null, last: string | null) =>
    first && last ? `de ${formatDateOnly(first)} a ${formatDateOnly(last)}` : 'sem doações ainda',
  madeTerm: 'Relatório feito em',
  at: (iso: string) => `${formatDate(iso)} às ${formatTime(iso)}`,
  vouchersHeading: 'Cartões',
  vouchersCaption: 'Cartões deste Pacote, no total e por lugar',
  place: 'Lugar',
  wholeFile: 'Pacote inteiro',
  notMeasuredCaption: 'Ainda não medidos',
  complaintsHeading: 'Reclamações',
  complaintsCaption: 'Reclamações sobre as doações deste Pacote, por assunto',
  subject: 'Assunto',
  received: 'Recebidas',
  resolved: 'Resolvidas',
  total: 'Todas',
  median: (days: number) =>
    `Metade das reclamações respondidas teve resposta em até ${days.toLocaleString('pt-BR')} dias.`,
  noMedian: 'Há menos de 5 reclamações respondidas: não publicamos o tempo de resposta.',
  chainHeading: 'Cadeia pública',
  chainLead: (day: string, seq: number) =>
    `Impressão digital (SHA-256) do instantâneo público nº ${seq}, de ${formatDateOnly(day)}: a cabeça da cadeia no dia deste relatório. Quem quiser confere em /transparencia.`,
  noChain: 'Ainda não havia instantâneo público no dia deste relatório.',
  small:
    'Um número menor que 5 aparece como “< 5”; um que deixaria descobrir outro pequeno por subtração aparece como “oculto”.',
  print: 'Imprimir',
  downloadCsv: 'Baixar CSV (planilha)',
  downloading: 'Preparando o CSV...',
  downloaded: 'CSV baixado.',
};

type Report = PackageReportQuery['packageReport'];

const shownText = (value: Shown) =>
  typeof value === 'number' ? value.toLocaleString('pt-BR') : value;

function VouchersTable({ figures }: { figures: Report['figures'] }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={text.vouchersCaption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{text.vouchersCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.place}</th>
            {VOUCHER_FIGURES.map((figure) => (
              <th key={figure} scope="col" className={styles.number}>
                {VOUCHER_FIGURE_TEXTS[figure]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.places.map((place) => (
            <tr key={placeName(place)}>
              <th scope="row">{place.state === null ? text.wholeFile : placeName(place)}</th>
              {VOUCHER_FIGURES.map((figure) => (
                <td key={figure} className={styles.number}>
                  {shownText(place.cards[figure])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ComplaintsTable({ complaints }: { complaints: Report['figures']['complaints'] }) {
  const rows = [
    ...complaints.byCategory.map((row) => ({
      name: COMPLAINT_CATEGORY_TEXTS[row.category as ComplaintCategory] ?? row.category,
      received: row.received,
      resolved: row.resolved,
    })),
    { name: text.total, received: complaints.received, resolved: complaints.resolved },
  ];
  return (
    <>
      <table className={styles.table}>
        <caption>{text.complaintsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.subject}</th>
            <th scope="col" className={styles.number}>
              {text.received}
            </th>
            <th scope="col" className={styles.number}>
              {text.resolved}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td className={styles.number}>{shownText(row.received)}</td>
              <td className={styles.number}>{shownText(row.resolved)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {complaints.medianDaysToAnswer === null
          ? text.noMedian
          : text.median(complaints.medianDaysToAnswer)}
      </p>
    </>
  );
}

function ReportActions({ loadId }: { loadId: string }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ type: AlertType; message: string } | null>(null);
  const download = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({
        query: PackageReportCsvDocument,
        variables: { loadId },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('no file');
      // The BOM makes Excel pt-BR read the accents.
      downloadFile(
        packageReportFileName(new Date().toISOString()),
        'text/csv;charset=utf-8',
        `\uFEFF${data.packageReportCsv}`,
      );
      setNotice({ type: 'success', message: text.downloaded });
    } catch (failure) {
      setNotice({ type: 'failure', message: readGraphQLFailure(failure).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions}>
      {notice ? (
        <AlertBanner
          type={notice.type}
          message={notice.message}
          onDismiss={() => setNotice(null)}
        />
      ) : null}
      <Button variant="solid" onClick={() => window.print()}>
        {text.print}
      </Button>
      <Button variant="outline" busy={busy} busyText={text.downloading} onClick={download}>
        {text.downloadCsv}
      </Button>
    </div>
  );
}

function ReportBody({ report }: { report: Report }) {
  const { figures, head } = report;
  return (
    <article className={styles.page}>
      <p>{text.lead}</p>
      <dl className={styles.facts}>
        <dt>{text.packageTerm}</dt>
        <dd>{report.fileName}</dd>
        <dt>{text.loadedTerm}</dt>
        <dd>{text.at(report.loadedAt)}</dd>
        <dt>{text.periodTerm}</dt>
        <dd>{text.period(figures.campaign.firstDay ?? null, figures.campaign.lastDay ?? null)}</dd>
        <dt>{text.madeTerm}</dt>
        <dd>{text.at(report.madeAt)}</dd>
      </dl>
      <ReportActions loadId={report.loadId} />

      <section className={styles.section} aria-labelledby="donor-vouchers">
        <h2 id="donor-vouchers">{text.vouchersHeading}</h2>
        <VouchersTable figures={figures} />
        <dl className={styles.facts} aria-label={text.notMeasuredCaption}>
          {figures.notMeasured.map((figure) => (
            <Fragment key={figure}>
              <dt>{NOT_MEASURED_TEXTS[figure as NotMeasuredFigure] ?? figure}</dt>
              <dd>{NOT_MEASURED_VALUE}</dd>
            </Fragment>
          ))}
        </dl>
        <p className={styles.note}>{text.small}</p>
      </section>

      <section className={styles.section} aria-labelledby="donor-complaints">
        <h2 id="donor-complaints">{text.complaintsHeading}</h2>
        <ComplaintsTable complaints={figures.complaints} />
      </section>

      <section className={styles.section} aria-labelledby="donor-chain">
        <h2 id="donor-chain">{text.chainHeading}</h2>
        {head ? (
          <>
            <p>{text.chainLead(head.day, head.seq)}</p>
            <p className={styles.hash}>{head.sha256}</p>
          </>
        ) : (
          <p>{text.noChain}</p>
        )}
      </section>
    </article>
  );
}

/** Asked fresh every time: the report says when it was made and the chain's head of that day. */
export function DonorReportScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, loading, error, refetch } = useQuery(PackageReportDocument, {
    variables: { loadId: id },
    fetchPolicy: 'network-only',
  });
  return (
    <Screen title={text.title} backTo={paths.charge.link()} withNav>
      <QueryState
        data={data?.packageReport}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={text.loading}
        failureText={(failure) => readGraphQLFailure(failure).message || text.failed}
      >
        {(report) => <ReportBody report={report} />}
      </QueryState>
    </Screen>
  );
}
