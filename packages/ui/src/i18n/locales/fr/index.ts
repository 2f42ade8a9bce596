import type { ShippedLocale } from '../../loadLocale.js';
import { accountFr } from './account.js';
import { coreFr } from './core.js';
import { connectFr } from './connect.js';
import { flowsFr } from './flows.js';
import { frameFr } from './frame.js';
import { moneyFr } from './money.js';
import { viewsFr } from './views.js';

/** Every message of the UI in French, and core's texts: loaded with import() once the locale is chosen. */
const locale: ShippedLocale = { messages: { ...frameFr, ...connectFr, ...viewsFr, ...flowsFr, ...accountFr, ...moneyFr }, core: coreFr };
export default locale;
