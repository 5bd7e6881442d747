import { escapeHtml } from '../shared/escape-html.ts';
import type { SupportContact } from '../build-settings.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import { phoneHref } from '#contract/build-settings.ts';
import type { AuthorizeParams } from './oauth-params.ts';
import { HOSTED_PATHS, authorizeQuery, hiddenFields, renderHostedPage } from './sign-in-page.ts';

export const TICKET_FIELD = 'ticket';

export const newPasswordMessages = {
  mismatch: 'As senhas digitadas não são iguais.',
  sameAsTemporary: 'Escolha uma senha diferente da senha temporária.',
  expired: 'O tempo para definir a nova senha acabou. Entre de novo com a senha temporária.',
} as const;

export interface NewPasswordPageOptions {
  csrfToken: string;
  ticket: string;
  alert?: string;
  resets?: readonly { by: string | null; at: string }[];
}

const dateAndTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function resetNotice(reset: { by: string | null; at: string }): string {
  const parts = Object.fromEntries(
    dateAndTime.formatToParts(new Date(reset.at)).map((part) => [part.type, part.value]),
  );
  const when = `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}h${parts.minute}`;
  return `Sua senha foi redefinida${reset.by ? ` por ${reset.by}` : ''} em ${when}.`;
}

export function renderNewPasswordPage(
  params: AuthorizeParams,
  options: NewPasswordPageOptions,
): string {
  const invalid = options.alert ? ' aria-invalid="true" aria-describedby="erro-senha"' : '';
  const alert = options.alert
    ? `<p class="alert" role="alert" id="erro-senha">${escapeHtml(options.alert)}</p>`
    : '';
  // An admin's reset she did not ask for is hers to report.
  const resets =
    options.resets && options.resets.length > 0
      ? `<div role="status">${options.resets.map((reset) => `<p>${escapeHtml(resetNotice(reset))}</p>`).join('')}<p>Se não foi você quem pediu, avise a coordenação.</p></div>\n`
      : '';
  return renderHostedPage(
    'Defina sua nova senha',
    `<h1>Defina sua nova senha</h1>
${resets}<p>Você entrou com uma senha que recebeu da coordenação. Para continuar, escolha a sua senha: no mínimo 8 caracteres, e não uma senha muito usada (como 12345678).</p>
${alert}
<form method="post" action="${HOSTED_PATHS.newPassword}" novalidate>
${hiddenFields(params, options.csrfToken)}
<input type="hidden" name="${TICKET_FIELD}" value="${escapeHtml(options.ticket)}">
<label for="new-password">Nova senha</label>
<input id="new-password" name="password" type="password" autocomplete="new-password" minlength="8" required autofocus${invalid}>
<label for="confirm-password">Confirme a nova senha</label>
<input id="confirm-password" name="confirmation" type="password" autocomplete="new-password" minlength="8" required${invalid}>
<button type="submit">Salvar e entrar</button>
</form>`,
  );
}

export const forgotPasswordTexts = {
  reach: 'Para falar com a equipe:',
  call: 'Ligar para o suporte:',
  write: (email: string) => `Escrever para ${email}`,
} as const;

/** Passwords are not sent by e-mail here: an admin gives a temporary one (docs/identity.md). */
export function renderForgotPasswordPage(params: AuthorizeParams, contact: SupportContact): string {
  const back = `${HOSTED_PATHS.signIn}?${authorizeQuery(params)}`;
  const email = contact.email
    ? `\n<li><a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(forgotPasswordTexts.write(contact.email))}</a></li>`
    : '';
  return renderHostedPage(
    'Esqueci minha senha',
    `<h1>Esqueci minha senha</h1>
<p>Peça a um administrador da sua organização para redefinir a sua senha. Ele vai lhe passar uma senha temporária.</p>
<p id="contatos">${forgotPasswordTexts.reach}</p>
<ul class="contacts" aria-labelledby="contatos">
<li><a href="${escapeHtml(phoneHref(contact.phone))}">${forgotPasswordTexts.call} <span class="phone">${escapeHtml(contact.phone)}</span></a></li>${email}
</ul>
<p>Entre com o seu CPF e essa senha temporária: em seguida, você escolhe a sua nova senha.</p>
<p class="links"><a href="${escapeHtml(back)}">Voltar para entrar</a></p>`,
  );
}
