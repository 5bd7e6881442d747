import type { FileStore } from '../../files/file-store.ts';
import type { SubjectRecord } from '#contract/data-subjects.ts';
import type { PrivacyNoticeConfig } from '../../config/privacy-config.ts';

interface ExportedPhoto {
  tipo: 'entrega' | 'nota fiscal';
  arquivo: string;
}

export async function subjectExportJson(
  files: FileStore,
  record: SubjectRecord,
  photoIds: Map<string, (string | null)[]>,
  controller: PrivacyNoticeConfig,
  now: Date,
): Promise<string> {
  const photosOf = async (voucherId: string): Promise<ExportedPhoto[]> => {
    const [photo, invoice] = photoIds.get(voucherId) ?? [];
    const photos: ExportedPhoto[] = [];
    for (const [tipo, id] of [
      ['entrega', photo],
      ['nota fiscal', invoice],
    ] as const) {
      if (!id) continue;
      const stored = await files.read(id);
      if (stored)
        photos.push({
          tipo,
          arquivo: `data:${stored.contentType};base64,${Buffer.from(stored.bytes).toString('base64')}`,
        });
    }
    return photos;
  };
  const document = {
    documento: 'Dados pessoais mantidos sobre o titular (LGPD, art. 18)',
    geradoEm: now.toISOString(),
    controlador: {
      nome: controller.controllerName,
      email: controller.contactEmail,
      telefone: controller.contactPhone,
      encarregado: controller.dpoName,
    },
    titular: { cpf: record.cpf },
    prazoDeRetencaoEmDias: record.retentionDays,
    conta: record.account && {
      nome: record.account.name,
      papel: record.account.role,
      email: record.account.email,
      telefone: record.account.phone,
      criadaEm: record.account.createdAt,
    },
    entregas: await Promise.all(
      record.deliveries.map(async (delivery) => ({
        doacao: delivery.donationId,
        cartao: delivery.voucherId,
        situacao: delivery.statusText,
        entregueEm: delivery.delivered,
        lider: delivery.leaderName,
        unidade: `${delivery.siteName}, ${delivery.city}/${delivery.state}`,
        nome: delivery.receivedName,
        cpf: delivery.receivedCpf,
        telefone: delivery.receivedContactNumber,
        email: delivery.receivedEmail,
        localizacao:
          delivery.lat === null || delivery.lon === null
            ? null
            : { latitude: delivery.lat, longitude: delivery.lon },
        anonimizadoEm: delivery.anonymisedAt,
        seraAnonimizadoApos: delivery.anonymiseAfter,
        fotos: await photosOf(delivery.voucherId),
      })),
    ),
    reclamacoes: record.complaints.map((complaint) => ({
      protocolo: complaint.protocol,
      assunto: complaint.categoryText,
      comoChegou: complaint.channelText,
      recebidaEm: complaint.createdAt,
      etapa: complaint.stageText,
      relato: complaint.description,
      codigoDoComprovante: complaint.receiptCode,
      telefoneParaRetorno: complaint.contactPhone,
      resposta: complaint.publicAnswer,
      anonimizadaEm: complaint.anonymisedAt,
      etapas: complaint.stages.map((stage) => ({ data: stage.at, etapa: stage.stageText })),
    })),
    reclamacoesSensiveis: record.sensitiveComplaints,
    acessos: record.accesses.map((access) => ({
      data: access.at,
      pessoa: access.actorName ?? 'Sistema',
      acao: access.actionText,
      doacao: access.donationId,
      cartao: access.voucherId,
      relatorio: access.reportId,
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
