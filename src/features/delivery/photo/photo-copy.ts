export const photoCopy = {
  choose: 'Tirar ou escolher foto',
  replace: 'Trocar foto',
  preparing: 'Preparando a foto...',
  submitWhilePreparing: 'Preparando a foto…',
  tapKept: 'Será enviado assim que a foto ficar pronta.',
  ready: (size: string, originalSize: string) =>
    `Foto pronta para envio (${size}; original ${originalSize}).`,
  previewAlt: (label: string) => `Pré-visualização: ${label}`,
  /** docs/product.md R6.8, verbatim. */
  onlyJpegPng: 'Only support jpeg, jpg, png type',
  notAnImage: 'O arquivo escolhido não é uma imagem. Escolha uma foto JPG ou PNG.',
  unreadable: 'Não foi possível ler esta foto. Tente outra.',
  notLoaded:
    'Não foi possível preparar a foto agora. Verifique a conexão e escolha a foto de novo.',
} as const;

export const uploadCopy = {
  label: 'Envio da foto',
  progress: (percent: number) => `Enviando: ${percent}%`,
} as const;
