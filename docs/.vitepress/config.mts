// The documentation site. Everything it serves is built here: no CDN fonts, no analytics, local search.
import { readFileSync } from 'node:fs';
import { defineConfig, type DefaultTheme } from 'vitepress';

const DOCS_PORT = Number(process.env.LATCH_DOCS_PORT || 5180);
const apiSidebar = JSON.parse(readFileSync(new URL('../api/typedoc-sidebar.json', import.meta.url), 'utf8')) as DefaultTheme.SidebarItem[];

export default defineConfig({
  title: 'Latch',
  description: 'A wallet connection and account modal for web apps, in TypeScript and React.',
  // The included sections and the code-block check are not pages.
  srcExclude: ['generated/**', 'check/**', 'reference/**', 'node_modules/**', 'dist/**'],
  outDir: 'dist',
  cacheDir: 'node_modules/.vitepress-cache',
  // A broken internal link fails the build (VitePress's default, said here so nobody turns it off unseen).
  ignoreDeadLinks: false,
  cleanUrls: false,
  lastUpdated: false,
  // Loopback only, on a port the local world does not take (the demo has 5173).
  vite: { server: { host: '127.0.0.1', port: DOCS_PORT, strictPort: true }, preview: { host: '127.0.0.1', port: DOCS_PORT, strictPort: true } },
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Guide', link: '/getting-started/react' },
      { text: 'API reference', link: '/api/' },
    ],
    sidebar: [
      {
        text: 'Getting started',
        items: [
          { text: 'React', link: '/getting-started/react' },
          { text: 'Next.js', link: '/getting-started/nextjs' },
          { text: 'wagmi', link: '/getting-started/wagmi' },
          { text: 'Headless (Node)', link: '/getting-started/node' },
          { text: 'The local world', link: '/getting-started/local-world' },
        ],
      },
      {
        text: 'Guides',
        items: [
          { text: 'Configuration', link: '/configuration' },
          { text: 'Networks', link: '/networks' },
          { text: 'Logins', link: '/logins' },
          { text: 'Theming', link: '/theming' },
          { text: 'Hooks and actions', link: '/hooks-and-actions' },
          { text: 'Events', link: '/events' },
          { text: 'Sign in with a wallet (SIWX)', link: '/siwx' },
          { text: 'Smart accounts', link: '/smart-accounts' },
          { text: 'Writing an adapter', link: '/adapters' },
        ],
      },
      {
        text: 'Operating',
        items: [
          { text: 'Self-hosting the services and the frame', link: '/self-hosting' },
          { text: 'Security model', link: '/security' },
          { text: 'Budgets and performance', link: '/performance' },
        ],
      },
      { text: 'API reference', link: '/api/', items: apiSidebar },
    ],
  },
});
