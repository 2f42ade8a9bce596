// The device page's start: the project from the link's query, the services from the build, the
// link's token out of the address bar before anything else happens.
import '../zodJitless.js';
import { ServicesClient } from '../services/client.js';
import { DevicePage, readDeviceLink } from './devicePage.js';

const link = readDeviceLink(location.hash);
history.replaceState(null, '', `${location.pathname}${location.search}`);
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const projectId = new URLSearchParams(location.search).get('projectId') ?? '';
const client = new ServicesClient({ baseUrl: import.meta.env.VITE_LATCH_SERVICES_URL.replace(/\/+$/, ''), projectId });
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
