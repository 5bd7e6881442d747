import { describe, expect, it } from 'vitest';
import { createTestRest } from './fake-backend.ts';
import { run } from './execute-operation.ts';
import { report } from './fixtures.ts';
import {
  CreateReportDocument,
  DeleteReportDocument,
  ReportUrlDocument,
  ReportsDocument,
} from '#graphql/generated/operations.ts';

describe('report resolvers', () => {
  it('reports lists GET /reports', async () => {
    const { rest } = createTestRest({ 'GET /api/reports': { json: { reports: [report] } } });
    expect((await run(ReportsDocument, rest)).data).toEqual({ reports: [report] });
  });

  it('createReport posts only the given filter fields as JSON to /reports/{type}', async () => {
    const { rest, backend } = createTestRest({
      'POST /api/reports/donation': { status: 201, json: report },
    });
    const result = await run(CreateReportDocument, rest, {
      type: 'donation',
      filter: {
        state: 'SP',
        city: '',
        siteId: null,
        listDonationId: ['SP-20260315000000001'],
        dateFrom: '2026-03-01',
      },
    });
    expect(result.data?.createReport).toEqual(report);
    const request = backend.lastRequest();
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(request.body))).toEqual({
      state: 'SP',
      listDonationId: ['SP-20260315000000001'],
      dateFrom: '2026-03-01',
    });
  });

  it('createReport without a filter (sites, users) posts an empty object', async () => {
    const { rest, backend } = createTestRest({
      'POST /api/reports/sites': { status: 201, json: { ...report, type: 'sites' } },
    });
    await run(CreateReportDocument, rest, { type: 'sites' });
    expect(JSON.parse(String(backend.lastRequest().body))).toEqual({});
  });

  it('createReport shows the conflict while another report is processing', async () => {
    const { rest } = createTestRest({
      'POST /api/reports/voucher': {
        status: 409,
        json: { message: 'Aguarde o relatório em processamento.' },
      },
    });
    const result = await run(CreateReportDocument, rest, {
      type: 'voucher',
      filter: { status: 4 },
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Aguarde o relatório em processamento.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('deleteReport is true on 204 and an error otherwise', async () => {
    const ok = createTestRest({ 'DELETE /api/report/relatorio-1': { status: 204 } });
    expect(await run(DeleteReportDocument, ok.rest, { id: 'relatorio-1' })).toEqual({
      data: { deleteReport: true },
    });

    const forbidden = createTestRest({
      'DELETE /api/report/relatorio-1': {
        status: 403,
        json: { message: 'Você não tem permissão para esta ação.' },
      },
    });
    const result = await run(DeleteReportDocument, forbidden.rest, { id: 'relatorio-1' });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('reportUrl returns the download link', async () => {
    const { rest } = createTestRest({
      'GET /api/report/relatorio-1/url': { json: { url: 'http://localhost:4173/files/r1' } },
    });
    expect((await run(ReportUrlDocument, rest, { id: 'relatorio-1' })).data).toEqual({
      reportUrl: 'http://localhost:4173/files/r1',
    });
  });
});
