// @latch/core/api: the contract between the client and the services (SPEC 7), and one request function.
export * from './walletApi.js';
export * from './blockchainApi.js';
export { transactionSchema, transferSchema, type Transaction, type Transfer } from './history.js';
export { ApiError, apiErrorBodySchema, apiMessageIdSchema, apiMessageValuesSchema, type ApiAnswer, type ApiErrorBody, type ApiMessageValues } from './errors.js';
export { apiRequest, type ApiCall, type ApiContext, type ApiMethod } from './request.js';
export * from './wire.js';
export * from './addresses.js';
export * from './socials.js';
export { SERVICES_BY_NAMESPACE, servicesOn, type NamespaceServices } from './serviceSupport.js';
export { analyticsPayloadSchema, analyticsSummarySchema, type AnalyticsPayload, type AnalyticsSummary } from './analyticsSchemas.js';
export * from './auth/index.js';
