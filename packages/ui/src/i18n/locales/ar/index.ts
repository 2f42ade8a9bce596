import type { ShippedLocale } from '../../loadLocale.js';
import { accountAr } from './account.js';
import { coreAr } from './core.js';
import { connectAr } from './connect.js';
import { flowsAr } from './flows.js';
import { frameAr } from './frame.js';
import { moneyAr } from './money.js';
import { viewsAr } from './views.js';

/** Every message of the UI in Arabic, and core's texts: loaded with import() once the locale is chosen. */
const locale: ShippedLocale = { messages: { ...frameAr, ...connectAr, ...viewsAr, ...flowsAr, ...accountAr, ...moneyAr }, core: coreAr };
export default locale;
