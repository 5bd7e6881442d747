import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  AnswerFamilyMessageDocument,
  FamilyMessagesDocument,
  type FamilyMessagesQuery,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { familyMessageTexts, REPLY_MAX_LENGTH } from '#contract/family-messages.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { paths } from '#src/lib/paths.ts';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';
import * as styles from './FamilyMessagesScreen.css.ts';

type FamilyMessage = FamilyMessagesQuery['familyMessages']['messages'][number];

export const familyMessagesCopy = {
  title: 'Mensagens de teste',
  introLocal:
    'Esta tela faz o papel do telefone das famílias: aqui chegam as mensagens que o sistema enviou depois de cada entrega. Responda como a família responderia.',
  introHttp:
    'As mensagens vão pelo provedor de SMS ou WhatsApp. Aqui você vê o que foi enviado; as respostas das famílias chegam pelo provedor.',
  refresh: 'Atualizar lista',
  refreshing: 'Atualizando...',
  loading: 'Carregando mensagens...',
  failed: 'Não foi possível carregar as mensagens. Verifique a conexão e tente de novo.',
  empty:
    'Nenhuma mensagem enviada ainda. Elas aparecem aqui depois de uma entrega com o aceite da família.',
  listLabel: 'Mensagens enviadas',
  to: (phone: string) => `Para ${phone}`,
  sentAt: ({ date, time }: { date: string; time: string }) => `Enviada em ${date} às ${time}`,
  queuedAt: ({ date, time }: { date: string; time: string }) => `Na fila desde ${date} às ${time}`,
  erased: 'Texto apagado pelo prazo de guarda.',
  repliesLabel: 'Respostas da família',
  reply: (text: string | null) => (text === null ? 'Resposta apagada' : `Resposta: “${text}”`),
  protocol: (protocol: string) => `Protocolo ${protocol}`,
  delivery: 'Ver a entrega',
  answerAs: 'Responder como a família',
  answerOne: 'Responder 1 (recebi)',
  answerTwo: 'Responder 2 (não recebi)',
  answerStop: 'Responder SAIR',
  other: 'Outra resposta',
  otherHint: 'Qualquer texto: fica guardado para a ouvidoria.',
  send: 'Enviar resposta',
  sending: 'Enviando...',
  answered: (actionText: string, protocol: string | null) =>
    protocol ? `${actionText}. Protocolo ${protocol}.` : `${actionText}.`,
} as const;

const text = familyMessagesCopy;

/** The message reached the family's phone. */
const ANSWERABLE = new Set(['sent', 'delivered', 'answered']);

function AnswerForm({ message, onAnswered }: { message: FamilyMessage; onAnswered: () => void }) {
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, { loading }] = useMutation(AnswerFamilyMessageDocument, {
    fetchPolicy: 'no-cache',
  });
  const { formRef, refused } = useRefusalFocus();

  const send = async (reply: string) => {
    setOutcome(null);
    setFailure(null);
    try {
      const { data } = await answer({ variables: { id: message.id, text: reply } });
      if (!data) throw new Error('no answer');
      const done = data.answerFamilyMessage;
      setOutcome(text.answered(done.actionText, done.protocol ?? null));
      setOther('');
      onAnswered();
    } catch (caught) {
      setFailure(readGraphQLFailure(caught).message);
    }
  };

  const submitOther = (event: FormEvent) => {
    event.preventDefault();
    const typed = other.trim();
    if (typed === '') {
      setError(familyMessageTexts.replyRequired);
      refused();
      return;
    }
    setError(undefined);
    void send(typed);
  };

  return (
    <form ref={formRef} onSubmit={submitOther} noValidate>
      <fieldset className={styles.answer} aria-busy={loading || undefined}>
        <legend className={styles.legend}>{text.answerAs}</legend>
        <div className={styles.quickAnswers}>
          <Button variant="outline" disabled={loading} onClick={() => void send('1')}>
            {text.answerOne}
          </Button>
          <Button variant="outline" disabled={loading} onClick={() => void send('2')}>
            {text.answerTwo}
          </Button>
          <Button variant="outline" disabled={loading} onClick={() => void send('SAIR')}>
            {text.answerStop}
          </Button>
        </div>
        <TextField
          label={text.other}
          hint={text.otherHint}
          value={other}
          maxLength={REPLY_MAX_LENGTH}
          error={error}
          onChange={(event) => setOther(event.target.value)}
        />
        <Button type="submit" busy={loading} busyText={text.sending}>
          {text.send}
        </Button>
        <div role="status">
          {outcome ? (
            <Notice tone="info">
              <p>{outcome}</p>
            </Notice>
          ) : null}
        </div>
        {failure ? (
          <Notice tone="danger" role="alert">
            <p>{failure}</p>
          </Notice>
        ) : null}
      </fieldset>
    </form>
  );
}

function MessageItem({
  message,
  canAnswer,
  showsDelivery,
  onAnswered,
}: {
  message: FamilyMessage;
  canAnswer: boolean;
  showsDelivery: boolean;
  onAnswered: () => void;
}) {
  return (
    <li className={styles.item}>
      <h2 className={styles.phone}>{text.to(message.phone)}</h2>
      <span className={styles.status}>{message.statusText}</span>
      <p className={styles.meta}>
        {message.sentAt
          ? text.sentAt(formatDateAndTime(message.sentAt))
          : text.queuedAt(formatDateAndTime(message.createdAt))}
      </p>
      <p className={styles.bubble}>{message.text ?? text.erased}</p>
      {message.replies.length > 0 ? (
        <ul className={styles.replies} aria-label={text.repliesLabel}>
          {message.replies.map((reply, index) => (
            <li key={`${reply.receivedAt}-${index}`} className={styles.reply}>
              {text.reply(reply.text ?? null)} — {reply.actionText}
              {reply.protocol ? ` (${text.protocol(reply.protocol)})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {showsDelivery ? (
        <Link
          href={paths.deliveredDetails.link({ id: message.donationId, voucher: message.voucherId })}
          className={styles.link}
        >
          {text.delivery}
        </Link>
      ) : null}
      {canAnswer && ANSWERABLE.has(message.status) ? (
        <AnswerForm message={message} onAnswered={onAnswered} />
      ) : null}
    </li>
  );
}

/** Read fresh and never kept on the device: the numbers and texts are the families'. */
export function FamilyMessagesScreen() {
  const role = useSessionView().user?.role;
  const { data, loading, error, refetch } = useQuery(FamilyMessagesDocument, {
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.familyMessages;
  const refresh = () => void refetch().catch(() => undefined);

  return (
    <Screen title={text.title} withNav>
      <div className={styles.stack}>
        {list ? (
          <p className={styles.intro}>{list.canAnswer ? text.introLocal : text.introHttp}</p>
        ) : null}
        <Button variant="outline" busy={loading} busyText={text.refreshing} onClick={refresh}>
          {text.refresh}
        </Button>
        <QueryState
          data={list}
          loading={loading}
          error={error}
          onRetry={refresh}
          loadingText={text.loading}
          failureText={text.failed}
          emptyText={text.empty}
          isEmpty={(answer) => answer.messages.length === 0}
        >
          {(answer) => (
            <ul className={styles.list} aria-label={text.listLabel}>
              {answer.messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  canAnswer={answer.canAnswer}
                  showsDelivery={role === 'admin'}
                  onAnswered={refresh}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Screen>
  );
}
