/** pt-BR texts of the shared step progress bar (src/ui/StepProgress.tsx). */
export const stepProgressCopy = {
  summary: (current: number, total: number) => `Etapa ${current} de ${total}`,
  defaultStep: (n: number) => `Etapa ${n}`,
  done: '(concluída)',
  current: '(etapa atual)',
  pending: '(pendente)',
} as const;
