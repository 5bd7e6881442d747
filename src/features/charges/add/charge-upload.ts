import * as v from 'valibot';
import { CHARGE_TYPES, type ChargeType } from '#contract/charges.ts';
import { CHARGE_COLUMNS } from '#contract/charge-columns.ts';
import { chargeCopy } from '../list/charges.ts';
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ChargeDocument, UploadChargeDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';

const messages = {
  typeRequired: 'Selecione o tipo de carga.',
  fileRequired: 'Escolha o arquivo .csv da planilha.',
  fileNotCsv: 'Escolha um arquivo .csv. No Excel, use Salvar como › CSV.',
  fileEmpty: 'O arquivo escolhido está vazio.',
  fileTooLarge: (size: string, maxMb: number) =>
    `O arquivo tem ${size}; o limite é ${maxMb} MB. Divida a planilha em arquivos menores.`,
};

const COLUMN_MEANINGS: Record<string, string> = {
  voucherId: 'código do cartão',
  donationId: 'código da doação',
  password: 'senha',
  siteId: 'número da unidade',
  name: 'nome',
  cpf: 'CPF',
  rg: 'RG',
  phone: 'telefone',
  email: 'e-mail',
  birthdate: 'data de nascimento',
  deliveryLocation: 'local de entrega',
  deliveryCep: 'CEP do local de entrega',
  slums: 'comunidades atendidas',
  leaderLogin: 'CPF do líder',
  quantity: 'quantidade de cartões',
  newLeaderLogin: 'CPF do novo líder',
  city: 'cidade',
  state: 'UF',
  cardNumber: 'número do cartão',
  activationDate: 'data de ativação (DD/MM/AAAA, vazia se não ativado)',
  firstUseDate: 'data do primeiro uso (DD/MM/AAAA, vazia se não usado)',
  balance: 'saldo em reais (como 50,00)',
  expiryDate: 'data de validade (DD/MM/AAAA)',
};

export function chargeColumns(type: ChargeType): { name: string; meaning: string }[] {
  return CHARGE_COLUMNS[type].map((name) => ({ name, meaning: COLUMN_MEANINGS[name] ?? name }));
}

/** The server refuses larger files with 413; the form refuses them before sending. */
export const CHARGE_MAX_MB = 20;
export const CHARGE_MAX_BYTES = CHARGE_MAX_MB * 1024 * 1024;

/** Rounded up: a file just over 20 MB reads 20,1 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const tenths = Math.ceil((bytes / 1024 / 1024) * 10) / 10;
    return `${tenths.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`;
}

export function chargeFileProblem(file: File | null): string | null {
  if (file === null) return messages.fileRequired;
  if (!/\.csv$/i.test(file.name)) return messages.fileNotCsv;
  if (file.size === 0) return messages.fileEmpty;
  if (file.size > CHARGE_MAX_BYTES)
    return messages.fileTooLarge(formatFileSize(file.size), CHARGE_MAX_MB);
  return null;
}

export const chargeUploadSchema = v.object({
  type: v.pipe(
    v.union([v.literal(''), v.picklist(CHARGE_TYPES)], messages.typeRequired),
    v.check((type) => type !== '', messages.typeRequired),
    v.transform((type) => type as ChargeType),
  ),
  file: v.pipe(
    v.custom<File | null>(
      (value) => value === null || value instanceof File,
      messages.fileRequired,
    ),
    v.check(
      (file) => chargeFileProblem(file) === null,
      (issue) => chargeFileProblem(issue.input as File | null) ?? messages.fileRequired,
    ),
    v.transform((file) => file as File),
  ),
});

export type ChargeUploadValues = { type: ChargeType | ''; file: File | null };
export type ChargeUpload = v.InferOutput<typeof chargeUploadSchema>;

export const emptyChargeUpload: ChargeUploadValues = { type: '', file: null };

export type UploadFailureInfo =
  | { kind: 'refused'; message: string }
  | {
      kind: 'rejected';
      status: string;
      errors: readonly { line: number; message: string }[];
      total: number;
    };

export type UploadOutcome =
  | { kind: 'processed' }
  | { kind: 'processing'; chargeId: string }
  | { kind: 'awaiting'; chargeId: string }
  | { kind: 'failed'; failure: UploadFailureInfo };

/**
 * A refusal comes back as its message, a recorded file with problems as its lines, a 202 as the
 * charge id.
 */
export function useChargeUpload() {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async ({ type, file }: ChargeUpload): Promise<UploadOutcome> => {
    setProgress(0);
    try {
      const { data } = await client.mutate({
        mutation: UploadChargeDocument,
        variables: { type, file },
        context: {
          onUploadProgress: ({ loaded, total }) =>
            setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
        },
      });
      const charge = data?.uploadCharge;
      if (!charge)
        return {
          kind: 'failed',
          failure: { kind: 'refused', message: readGraphQLFailure(null).message },
        };
      if (charge.status === chargeCopy.successStatus) return { kind: 'processed' };
      if (charge.status === chargeCopy.processingStatus)
        return { kind: 'processing', chargeId: charge._id };
      if (charge.status === chargeCopy.awaitingStatus)
        return { kind: 'awaiting', chargeId: charge._id };
      const detail = await client
        .query({
          query: ChargeDocument,
          variables: { id: charge._id },
          fetchPolicy: 'network-only',
        })
        .catch(() => null);
      return {
        kind: 'failed',
        failure: rejectedFailure({ ...charge, errors: detail?.data?.charge.errors }),
      };
    } catch (error) {
      return {
        kind: 'failed',
        failure: { kind: 'refused', message: readGraphQLFailure(error).message },
      };
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress };
}

type RecordedCharge = {
  status: string;
  errorCount: number;
  errors?: readonly { line: number; message: string }[] | null;
};

export function rejectedFailure(charge: RecordedCharge): UploadFailureInfo {
  const errors = charge.errors ?? [];
  return {
    kind: 'rejected',
    status: charge.status,
    errors,
    total: Math.max(charge.errorCount, errors.length),
  };
}
