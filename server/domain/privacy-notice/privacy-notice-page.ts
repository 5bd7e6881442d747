import { escapeHtml } from '../../shared/escape-html.ts';
import type { LegalBasis, PrivacyConfig } from '../../config/privacy-config.ts';

export const PRIVACY_NOTICE_PATH = '/privacidade';

// Its hash is in the CSP (server/http/security-headers.ts).
export const PRIVACY_NOTICE_STYLES = `
*{box-sizing:border-box}
body{margin:0;background:#eef2f6;color:#1b1f24;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:16px}
main{max-width:720px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.12)}
h1{font-size:1.6rem;margin:0 0 8px}
h2{font-size:1.15rem;margin:28px 0 8px}
p,li{margin:0 0 8px}
ul{padding-left:22px;margin:0 0 8px}
a{color:#0a58ca;font-weight:600;display:inline-block;min-height:24px}
a:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
.lead{color:#3d4650}
table{border-collapse:collapse;width:100%;margin:8px 0}
th,td{border:1px solid #c9d1d9;padding:8px;text-align:left;vertical-align:top}
th{background:#f3f6f9}
`;

const BASIS_TEXTS: Record<LegalBasis, string> = {
  'social-assistance':
    'execução de políticas públicas e assistência social, e a proteção da vida e da saúde das famílias em situação de vulnerabilidade (LGPD, art. 7º, incisos III e VII, e art. 11, inciso II, alíneas b e e, para a foto do rosto)',
  'legitimate-interest':
    'legítimo interesse da organização em entregar as doações e prestar contas aos doadores (LGPD, art. 7º, inciso IX), respeitados os direitos das famílias, e a proteção da vida (art. 11, inciso II, alínea e, para a foto do rosto)',
};

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** Server-rendered with no script; every value from the settings is escaped. */
export function renderPrivacyNotice(privacy: PrivacyConfig): string {
  const {
    notice,
    retentionDays,
    duplicateWindowDays,
    awayReportRetentionDays,
    complaintRetentionDays,
    reportRetentionDays,
    publicAbuseLogDays,
  } = privacy;
  const controller = escapeHtml(notice.controllerName);
  const email = escapeHtml(notice.contactEmail);
  const phone = escapeHtml(notice.contactPhone);
  const dpo = escapeHtml(notice.dpoName);
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Aviso de privacidade — ${controller}</title>
<style>${PRIVACY_NOTICE_STYLES}</style>
</head>
<body>
<main>
<h1>Aviso de privacidade</h1>
<p class="lead">Como ${controller} cuida dos dados pessoais das famílias atendidas, dos líderes comunitários e da equipe, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018).</p>

<h2>Quem é o controlador</h2>
<p>${controller} é a responsável pelos dados (controladora). Encarregado de proteção de dados: ${dpo}. Contato: <a href="mailto:${email}">${email}</a>${phone ? `, telefone <a href="tel:${escapeHtml(notice.contactPhone.replace(/[^\d+]/g, ''))}">${phone}</a>` : ''}.</p>

<h2>O que coletamos e por quê</h2>
<table>
<thead><tr><th scope="col">Dado</th><th scope="col">Para quê</th></tr></thead>
<tbody>
<tr><td>Nome de quem recebe o cartão</td><td>Saber que a doação chegou a uma pessoa.</td></tr>
<tr><td>CPF, telefone e e-mail (opcionais)</td><td>Confirmar quem recebeu, falar com a família se houver problema com o cartão e evitar que a mesma família receba duas cestas no mesmo período.</td></tr>
<tr><td>Foto da entrega (e da nota fiscal, se houver)</td><td>Comprovar a entrega aos doadores e evitar fraudes.</td></tr>
<tr><td>Localização (GPS) da entrega e do recebimento</td><td>Comprovar onde a entrega aconteceu.</td></tr>
<tr><td>Dados dos líderes e da equipe: nome, CPF, RG, telefone, e-mail, data de nascimento, endereço</td><td>Dar acesso ao aplicativo, organizar as entregas e falar com os voluntários.</td></tr>
<tr><td>Aviso do líder de que está com sintomas ou não pode entregar agora (só qual dos dois e quando, nunca quais sintomas)</td><td>Passar as doações a outra pessoa. “Estou com sintomas” é um dado de saúde (LGPD, art. 11): só os administradores e o próprio líder veem o motivo; os demais veem apenas “indisponível”.</td></tr>
<tr><td>Mensagens do Fale conosco / Ouvidoria: o assunto, o que você escreveu, o código do comprovante e o telefone (se você informar; nenhum contato se escolher ficar anônimo)</td><td>Responder a reclamações, dúvidas e sugestões e corrigir problemas nas entregas, sem passar pela liderança.</td></tr>
<tr><td>Código do comprovante de cada cartão entregue e a resposta da família em Conferir entrega (recebeu ou não)</td><td>Deixar a família confirmar ou contestar a entrega sem passar pela liderança. A página mostra só a data, a cidade, a unidade e o primeiro nome da liderança, nunca dados da família.</td></tr>
<tr><td>Endereço de internet (IP) de quem usa as páginas públicas, guardado só como código</td><td>Limitar tentativas seguidas e investigar abusos.</td></tr>
</tbody>
</table>
<p>Base legal: ${BASIS_TEXTS[notice.legalBasis]}. Não usamos esses dados para propaganda, não os vendemos e não os compartilhamos com quem não participa das entregas.</p>

<h2>Por quanto tempo guardamos</h2>
${list([
  `Os dados de cada família são anonimizados ${retentionDays} dias depois que a doação é encerrada: o nome passa a ser “Anonimizado”, CPF, telefone e e-mail são apagados, as fotos são excluídas e a localização é arredondada para cerca de 1 km. Ficam apenas números, datas e situações, para a prestação de contas.`,
  `Para evitar que a mesma família receba duas cestas em ${duplicateWindowDays} dias, guardamos por esse prazo um código derivado do CPF (não o CPF), que depois também é apagado.`,
  'Arquivos de exportação com dados completos são apagados poucos minutos depois de gerados.',
  `Todo relatório exportado é apagado ${reportRetentionDays} dias depois de gerado, e na hora em que os dados de uma família que está nele são anonimizados.`,
  `As mensagens do Fale conosco / Ouvidoria têm o texto, o telefone e as respostas apagados ${complaintRetentionDays} dias depois de recebidas; ficam o assunto, a etapa e as datas, para a prestação de contas.`,
  `O registro de uso das páginas públicas (com o endereço de internet só como código) é apagado depois de ${publicAbuseLogDays} dias.`,
  `O aviso de um líder de que está com sintomas ou não pode entregar é apagado ${awayReportRetentionDays} dias depois que ele volta (ao confirmar de novo a declaração de saúde).`,
])}

<h2>Quem vê os dados</h2>
${list([
  'Administradores da organização veem os dados mascarados (CPF como ***.456.789-**, telefone só com os 4 últimos dígitos). Para ver os dados completos, precisam informar um motivo, e esse acesso fica registrado.',
  'Usuários de leitura (por exemplo, auditores) só veem os dados mascarados: as exportações que recebem não têm nomes nem comentários e trazem a localização arredondada para cerca de 1 km, e as fotos das entregas ficam só com os administradores.',
  'O líder que fez a entrega não consegue consultar os dados da família depois de enviá-los (nome, documentos, fotos, localização ou comentários), nem o líder que assumir a doação depois dele.',
  'As mensagens do Fale conosco / Ouvidoria são lidas pela equipe da campanha; as que falam da conduta de uma liderança ou de cobrança pela entrega, só pela ouvidoria. Nenhuma liderança vê as mensagens nem quem as enviou.',
  'Cada acesso aos dados de uma família (quem, quando, de onde e o que fez) fica num registro que não pode ser alterado nem apagado, inclusive as buscas por CPF, que exigem um motivo e são limitadas por pessoa.',
])}

<h2>Como protegemos</h2>
${list([
  'CPF, telefone e e-mail ficam cifrados no banco de dados (AES-256), e as fotos, cifradas no armazenamento.',
  'O celular do líder guarda os dados da família só até a entrega ser enviada, e no máximo 72 horas se ela não for enviada; depois eles são apagados do aparelho. Ao sair da conta, tudo o que o aplicativo guardou no aparelho é apagado; se a sessão terminar sem o líder pedir, só o que ele registrou e ainda não foi enviado fica no aparelho, até ele entrar de novo.',
])}

<h2>Seus direitos</h2>
<p>Você pode pedir a qualquer momento, de graça: a confirmação de que temos dados seus; uma cópia de todos eles, com as fotos, num arquivo que você pode ler e levar a outra organização; a correção de um dado errado; a anonimização ou exclusão dos seus dados; e informações sobre com quem eles foram compartilhados (LGPD, art. 18).</p>
<p>Para isso, fale com ${dpo} pelo e-mail <a href="mailto:${email}">${email}</a>${phone ? ` ou pelo telefone ${phone}` : ''}, informando o seu CPF. Respondemos em até 15 dias. Se não ficar satisfeito, você pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD), em <a href="https://www.gov.br/anpd">gov.br/anpd</a>.</p>

<p>Recebeu um cartão? Com o código do comprovante e os 3 primeiros números do CPF, confira a entrega em <a href="/comprovante">Conferir entrega</a>.</p>
<p>Para reclamar, tirar uma dúvida ou dar uma sugestão sem passar pela liderança, use o <a href="/ouvidoria">Fale conosco / Ouvidoria</a>.</p>

<p><a href="/">Voltar para a página inicial</a></p>
</main>
</body>
</html>`;
}
