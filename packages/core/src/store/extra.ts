import type { TelegramPlatform } from '../rules/socialProviders.js';
import type { Reducer, ThunkAction, ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { ChainAdapter } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/namespaces.js';
import type { Clock } from '../clock/clock.js';
import type { LatchStorage } from '../storage/storage.js';
import type { SiwxConfig } from '../siwx/types.js';
import type { TransactionEntry } from '../features/send/transactionStack.js';
import type { ApiModule, HeldRequest } from './apiLoader.js';
import type { Analytics } from './analytics.js';
import type { LatchState } from './rootReducer.js';

export interface Platform {
  isMobile(): boolean;
  /** Inside Telegram's in-app browser (a Mini App). */
  isTelegram(): boolean;
  /** Inside Telegram: where its Mini App runs (SPEC 6 drops some social logins by it); read from Telegram's WebApp when absent. */
  telegramPlatform?(): TelegramPlatform;
  /** Safari on iPhone or iPad. */
  isIosSafari(): boolean;
  /** The person's IANA timezone (the onramp is not offered in some, SPEC 9); the runtime's when absent. */
  timeZone?(): string;
  /** Runs `work` once the browser has painted the next frame; background work after open waits for it. */
  afterPaint?(work: () => void): void;
  /** Opens a wallet's link: an app scheme in this tab, a web page in a new one (`window` by default). */
  openHref?(href: string, target: '_self' | '_blank'): void;
}

/** Everything that is not state travels here: adapters, storage, the clock, the platform. */
export interface LatchExtra {
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>;
  storage: LatchStorage;
  clock: Clock;
  platform: Platform;
  siwx?: SiwxConfig;
  /** Pending transaction flows and their callbacks, newest last (functions, so not state). */
  transactions: TransactionEntry[];
  /** Base URLs of the services; without them the API layer is off. */
  apiUrls?: ApiUrls;
  fetch?: typeof fetch;
  /** Loads the API layer into this store on first use. */
  loadApi(): Promise<ApiModule>;
  /** Keeps the cache entry of a request (its RTK Query subscription) in place of the slot's previous one (ApiLoader.hold). */
  holdQuery<T extends HeldRequest>(slot: string, request: T): T;
  /** Aborted by `latch.destroy()`: background work checks it before it starts. */
  signal: AbortSignal;
  /** This instance's analytics, loaded with the first event or error, never with the page. */
  analytics(): Promise<Analytics>;
  /** Joins a feature's slice to this store when the feature's module first runs (swap, onramp). */
  injectSlice(slice: { reducerPath: string; reducer: Reducer }): void;
}

export interface ApiUrls {
  walletApi: string;
  blockchainApi: string;
  analytics?: string;
}

export type LatchDispatch = ThunkDispatch<LatchState, LatchExtra, UnknownAction>;
export type LatchThunk<R = void> = ThunkAction<R, LatchState, LatchExtra, UnknownAction>;

/** Registers a reaction on the instance's listener middleware (the extra argument is this instance's). */
export type LatchStartListening = TypedStartListening<LatchState, LatchDispatch, LatchExtra>;
