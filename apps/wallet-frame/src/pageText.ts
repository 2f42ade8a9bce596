// The frame page's status line, before and after its host starts (main.ts).

export const pageMessages = {
  'page.starting': 'Starting…',
  'page.ready': 'Ready.',
  'page.outsideDapp': 'The Latch wallet runs inside a dApp: open the dApp to use it.',
  'page.failed': 'The wallet could not start.',
} as const;
export type PageMessageId = keyof typeof pageMessages;
