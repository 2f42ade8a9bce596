// The device page's start: the project from the link's query, the services from the build, the
// link's token out of the address bar before anything else happens. No dApp names a locale here:
// the page speaks the first of the browser's languages that the wallet ships.
import '../zodJitless.js';
import { preferredTag } from '../i18n/catalogues.js';
import { chooseLocale, localizeDocument } from '../i18n/translate.js';
import '../screens/screenDialog.js';
import { ServicesClient } from '../services/client.js';
import { DevicePage, readDeviceLink } from './devicePage.js';

const link = readDeviceLink(location.hash);
history.replaceState(null, '', `${location.pathname}${location.search}`);
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const projectId = new URLSearchParams(location.search).get('projectId') ?? '';
const client = new ServicesClient({ baseUrl: import.meta.env.VITE_LATCH_SERVICES_URL.replace(/\/+$/, ''), projectId });
localizeDocument(document);
await chooseLocale(preferredTag(navigator.languages), document);
void new DevicePage(
  {
    title: byId('device-title'),
    intro: byId('device-intro'),
    details: byId('device-details'),
    status: byId('device-status'),
    error: byId('device-error'),
    approve: byId<HTMLButtonElement>('device-approve'),
    refuse: byId<HTMLButtonElement>('device-refuse'),
  },
  client,
).show(link);
