/**
 * Charge files and exports in Chromium. Ana loads one file of each type, building data of her
 * own (a site in Olinda/PE, two new leaders, a donation for one of them, its cards, then its
 * transfer to the other), sees a refused file with its failing lines, and finds the donation in
 * her list; the new leader signs in with the password from the file and sees it. Ana then
 * exports that donation, downloads the CSV, checks it and deletes it. Rita (readonly) sees both
 * lists without the add button. Maria's and João's data are not touched.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const SITE = { name: 'Centro Comunitário Cargas E2E', city: 'Olinda', state: 'PE' };
const FIRST_LEADER = {
  cpf: '274.819.365-28',
  name: 'Benedita Cargas',
  password: 'primeira-senha-1',
};
const NEW_LEADER = { cpf: '583.920.174-04', name: 'Raimundo Cargas', password: 'segunda-senha-2' };
const DONATION = 'PE-20261121000000777';
const USER_HEADER =
  'password,siteId,name,cpf,rg,phone,email,birthdate,deliveryLocation,deliveryCep,slums';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });
const loadCard = (page: Page, fileName: string) => page.getByRole('article', { name: fileName });

async function openChargeForm(page: Page) {
  await nav(page).getByRole('link', { name: 'Cargas', exact: true }).click();
  await expect(page).toHaveURL(/\/charge$/);
  await page.getByRole('link', { name: 'Adicionar Carga' }).click();
  await expect(page).toHaveURL(/\/charge\/add$/);
  await expect(page.getByRole('combobox', { name: 'Tipo de Carga' })).toBeVisible();
}

async function sendFile(page: Page, typeLabel: string, name: string, content: string | Buffer) {
  await openChargeForm(page);
  await page.getByRole('combobox', { name: 'Tipo de Carga' }).selectOption({ label: typeLabel });
  const buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  await page.getByLabel('Carga da Planilha').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await expect(page.getByText(new RegExp(`^${name.replace('.', '\\.')} \\(`))).toBeVisible();
  await page.getByRole('button', { name: 'Enviar carga' }).click();
}

/** Uploads a good file and checks it is listed as processed back on /charge. */
async function load(page: Page, typeLabel: string, name: string, content: string | Buffer) {
  await sendFile(page, typeLabel, name, content);
  await expect(page).toHaveURL(/\/charge$/);
  const card = loadCard(page, name);
  await expect(card).toContainText(`Tipo:${typeLabel}`);
  await expect(card).toContainText('Situação:Processado');
  await expect(card).toContainText(/Data:\d{2}\/\d{2}\/\d{4} às \d{2}h\d{2}/);
}

test('Ana loads a file of each type and the data appears in the app; a bad file is refused with its lines', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);

  await nav(page).getByRole('link', { name: 'Cargas', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cargas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Carga de Cartões' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Adicionar Carga' }).click();
  await expect(page.getByRole('combobox', { name: 'Tipo de Carga' })).toHaveValue('');
  await expect(page.getByText('de até 20 MB')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enviar carga' }).click();
  await expect(page.getByText('Selecione o tipo de carga.')).toBeVisible();
  await expect(page.getByText('Escolha o arquivo .csv da planilha.')).toBeVisible();
  await expectAccessible(page);

  // Unidade: saved by Excel pt-BR (Windows-1252, ';').
  await load(
    page,
    'Unidade',
    'unidades-e2e.csv',
    Buffer.from(`name;city;state\r\n${SITE.name};${SITE.city};${SITE.state}\r\n`, 'latin1'),
  );
  await expectAccessible(page);

  // The new site is offered wherever sites are listed: read its id from the export filters.
  await nav(page).getByRole('link', { name: 'Exportação' }).click();
  await page.getByRole('link', { name: 'Nova Exportação' }).click();
  await page.getByRole('radio', { name: /^Unidades/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/export\/filters\?type=sites$/);
  const siteOption = page
    .getByRole('combobox', { name: 'Unidade' })
    .getByRole('option', { name: `${SITE.name} (${SITE.city}/${SITE.state})` });
  await expect(siteOption).toBeAttached();
  const siteId = await siteOption.getAttribute('value');
  expect(siteId).toMatch(/^\d+$/);

  // Líder: two accounts that sign in with the password column.
  await load(
    page,
    'Líder',
    'lideres-e2e.csv',
    [
      USER_HEADER,
      `${FIRST_LEADER.password},${siteId},${FIRST_LEADER.name},${FIRST_LEADER.cpf},,(81) 99999-0001,benedita@exemplo.org.br,01/02/1970,Rua A,53000-000,Vila E2E`,
      `${NEW_LEADER.password},${siteId},${NEW_LEADER.name},${NEW_LEADER.cpf},,,raimundo@exemplo.org.br,,,,`,
    ].join('\n'),
  );
  // Pacote: a donation for the first leader; Cartão: its two cards (UTF-8 with BOM).
  await load(
    page,
    'Pacote',
    'pacotes-e2e.csv',
    `donationId,leaderLogin,siteId,quantity\n${DONATION},${FIRST_LEADER.cpf},${siteId},2\n`,
  );
  await load(
    page,
    'Cartão',
    'cartoes-e2e.csv',
    `\uFEFFvoucherId;donationId\r\nE2E-CARGA-1;${DONATION}\r\nE2E-CARGA-2;${DONATION}\r\n`,
  );
  // Transferência: the donation goes to the second leader.
  await load(
    page,
    'Transferência',
    'transferencia-e2e.csv',
    `donationId,newLeaderLogin\n${DONATION},${NEW_LEADER.cpf}\n`,
  );

  // A file with a bad line: nothing is applied and the form says which lines and why.
  await sendFile(
    page,
    'Cartão',
    'cartoes-ruins.csv',
    `voucherId,donationId\nE2E-CARGA-3,${DONATION}\nE2E-CARGA-4,PE-99999999999999999\n`,
  );
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Dados inconsistentes: nada deste arquivo foi aplicado.');
  await expect(refusal).toContainText('Linha 3: Doação PE-99999999999999999 não encontrada.');
  await expect(page).toHaveURL(/\/charge\/add$/);
  await expectAccessible(page);

  // A file that is not a spreadsheet at all: the server's message, in red.
  await page.getByLabel('Carga da Planilha').setInputFiles({
    name: 'foto.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
  });
  await page.getByRole('button', { name: 'Enviar carga' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Arquivo inválido: envie uma planilha .csv (texto separado por vírgula ou ponto e vírgula).',
  );

  await nav(page).getByRole('link', { name: 'Cargas', exact: true }).click();
  const refused = loadCard(page, 'cartoes-ruins.csv');
  await expect(refused).toContainText('Situação:Erro');
  await refused.getByRole('button', { name: 'Ver linhas com erro' }).click();
  await expect(
    refused.getByRole('region', { name: 'Erros da carga cartoes-ruins.csv' }),
  ).toContainText('Linha 3: Doação PE-99999999999999999 não encontrada.');
  await expectAccessible(page);

  // Ana's donation list now has the donation, with the leader it was transferred to.
  await nav(page).getByRole('link', { name: 'Doações' }).click();
  const donation = page.getByRole('link', { name: new RegExp(`Doação ${DONATION}`) });
  await expect(donation).toContainText('2 unidades');
  await expect(donation).toContainText('Esperando recebimento');
  await expect(donation).toContainText(`Líder: ${NEW_LEADER.name}`);
  await expect(donation).toContainText(SITE.name);
});

test('the leader created by the file signs in with its password, chooses her own and sees the donation handed to them', async ({
  page,
}) => {
  await signIn(page, NEW_LEADER.cpf, NEW_LEADER.password);
  // The file's password was the admin's choice: she chooses her own before the app opens.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Defina sua nova senha' }),
  ).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('raimundo-das-cargas-9');
  await page.getByLabel('Confirme a nova senha').fill('raimundo-das-cargas-9');
  await page.getByRole('button', { name: 'Salvar e entrar' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await page
    .getByLabel('Declaro que li e estou de acordo com os Termos de Uso da aplicacao')
    .check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/checklist$/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/donation-list$/);
  const donation = page.getByRole('link', { name: new RegExp(`Doação ${DONATION}`) });
  await expect(donation).toContainText('2 unidades');
  await expect(donation).toContainText('Esperando recebimento');

  // Leaders reach neither charges nor exports.
  await expect(nav(page).getByRole('link', { name: 'Cargas', exact: true })).toHaveCount(0);
  for (const path of ['/charge', '/export']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/donation-list$/);
  }
});

test('Ana exports the donation, downloads a CSV for Excel pt-BR and deletes it', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await nav(page).getByRole('link', { name: 'Exportação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de Exportação' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Nova Exportação' }).click();
  await expect(page).toHaveURL(/\/export\/types$/);
  await expectAccessible(page);
  await page.getByRole('radio', { name: /^Doações/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/export\/filters\?type=donation$/);
  await page.getByRole('button', { name: 'Gerar exportação' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Para esta exportação, informe ao menos um filtro.',
  );
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /Códigos das doações/ }).fill(DONATION.toLowerCase());
  await page.getByRole('button', { name: 'Gerar exportação' }).click();
  await expect(page).toHaveURL(/\/export$/);

  // Generated in the background: the list updates by itself until it is processed.
  const details = `Doações — Doações: ${DONATION}`;
  const item = page.getByRole('article', { name: details });
  await expect(item).toContainText('Gerado por:Ana');
  await expect(item).toContainText(/Data:\d{2}\/\d{2}\/\d{4}/);
  await expect(item).toContainText(/Hora:\d{2}h\d{2}/);
  await expect(item).toContainText('Situação:Processado');
  await expectAccessible(page);

  const downloaded = new Promise<Download>((resolve) => {
    page.context().on('page', (tab) => tab.on('download', resolve));
    page.on('download', resolve);
  });
  await item.getByRole('button', { name: `Baixar ${details} (abre em uma nova aba)` }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^relatorio-doacoes-\d{2}-\d{2}-\d{4}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Doação;Status;Quantidade;Líder;CPF do líder;Unidade;Cidade;UF;/);
  expect(lines).toHaveLength(2);
  const header = lines[0]!.split(';');
  const row = lines[1]!.split(';');
  const column = (name: string) => row[header.indexOf(name)];
  // 'Mascarados' is the default export (docs/privacy.md): the leader's CPF keeps its middle six digits.
  const maskedLeaderCpf = `***${NEW_LEADER.cpf.slice(3, 12)}**`;
  expect(row.slice(0, 8)).toEqual([
    DONATION,
    'Esperando recebimento',
    '2',
    NEW_LEADER.name,
    maskedLeaderCpf,
    SITE.name,
    SITE.city,
    SITE.state,
  ]);
  // Two cards, none delivered yet.
  expect(['Cartões entregues', 'Cartões não entregues', 'Cartões pendentes'].map(column)).toEqual([
    '0',
    '0',
    '2',
  ]);

  await item.getByRole('button', { name: /^Excluir exportação/ }).click();
  await page
    .getByRole('dialog', { name: 'Excluir esta exportação?' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Item excluído com sucesso' }),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  await expectAccessible(page);
});

test('Rita (readonly) sees the loads and the exports but cannot add a load', async ({ page }) => {
  await signIn(page, demoAccounts.readonly.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);

  await nav(page).getByRole('link', { name: 'Cargas', exact: true }).click();
  await expect(loadCard(page, 'transferencia-e2e.csv')).toContainText('Situação:Processado');
  await expect(page.getByRole('link', { name: 'Adicionar Carga' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/charge/add');
  await expect(page).not.toHaveURL(/\/charge\/add$/);
  await expect(page.getByRole('combobox', { name: 'Tipo de Carga' })).toHaveCount(0);

  await nav(page).getByRole('link', { name: 'Exportação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de Exportação' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nova Exportação' })).toBeVisible();
  await expectAccessible(page);
});
