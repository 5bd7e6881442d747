/** What the build entry renders for a light page: its markup and its title. */
export interface RenderedLightPage {
  markup: string;
  title: string;
}

/**
 * The page's HTML: the built index.html's head (meta, icon) with the page's title, its styles
 * inlined and its own script, none of the app's scripts or stylesheets, and the markup in #root.
 */
export function lightPageHtml(
  template: string,
  page: RenderedLightPage,
  css: string,
  scriptSrc: string,
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`light pages: index.html has no ${root}`);
  if (css.includes('</style')) throw new Error('light pages: a stylesheet cannot be inlined');
  const escapedTitle = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    template
      .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/\s*<link rel="(?:stylesheet|modulepreload|manifest)"[^>]*>/g, '')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`)
      // Functions, so a '$' in the markup or the CSS is never read as a replacement pattern.
      .replace(
        '</head>',
        () =>
          `  <style data-light-page>${css}</style>\n    <script type="module" crossorigin src="${scriptSrc}"></script>\n  </head>`,
      )
      .replace(root, () => `<div id="root">${page.markup}</div>`)
  );
}
