import type { ComponentType } from 'react';
import { paths } from '#src/lib/paths.ts';

export interface LightPageModule {
  title: string;
  Page: ComponentType;
}

/** A new page goes here and in `lightPagePaths`. */
export const lightPages: readonly {
  path: string;
  script: string;
  load: () => Promise<LightPageModule>;
}[] = [
  {
    path: paths.receiptCheck.pattern,
    script: 'src/features/receipt-check/receipt-check.page.ts',
    load: () =>
      import('#src/features/receipt-check/ReceiptCheckPage.tsx').then((page) => ({
        title: page.receiptCheckTitle,
        Page: page.ReceiptCheckPage,
      })),
  },
  {
    path: paths.ombudsman.pattern,
    script: 'src/features/complaints/public/complaint.page.ts',
    load: () =>
      import('#src/features/complaints/public/ComplaintPage.tsx').then((page) => ({
        title: page.complaintPageTitle,
        Page: page.ComplaintPage,
      })),
  },
  {
    path: paths.transparency.pattern,
    script: 'src/features/transparency/transparency.page.ts',
    load: () =>
      import('#src/features/transparency/TransparencyPage.tsx').then((page) => ({
        title: page.transparencyTitle,
        Page: page.TransparencyPage,
      })),
  },
];
