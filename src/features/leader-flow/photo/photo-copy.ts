/** pt-BR texts of the photo fields and of the photo's upload. */
export const photoCopy = {
  choose: 'Tirar ou escolher foto',
  replace: 'Trocar foto',
  preparing: 'Preparando a foto...',
  /** The form's 'Confirmar' while a photo is prepared: a tap on it is kept (docs/product.md R13.6). */
  submitWhilePreparing: 'Preparando a foto…',
  tapKept: 'Será enviado assim que a foto ficar pronta.',
  ready: (size: string, originalSize: string) =>
    `Foto pronta para envio (${size}; original ${originalSize}).`,
  previewAlt: (label: string) => `Pré-visualização: ${label}`,
  /** docs/product.md R6.8, verbatim. */
  onlyJpegPng: 'Only support jpeg, jpg, png type',
  notAnImage: 'O arquivo escolhido não é uma imagem. Escolha uma foto JPG ou PNG.',
  unreadable: 'Não foi possível ler esta foto. Tente outra.',
  /** The photo's preparation could not be downloaded (no connection, and not yet on the device). */
  notLoaded:
    'Não foi possível preparar a foto agora. Verifique a conexão e escolha a foto de novo.',
} as const;

export const uploadCopy = {
  label: 'Envio da foto',
  progress: (percent: number) => `Enviando: ${percent}%`,
} as const;
