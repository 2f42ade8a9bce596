import type { FailedTransactionMetadata } from 'litesvm';

// litesvm's fieldless error enums are `const enum`s that exist only as types, so their names are listed here in the runtime's order.
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks', 'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData', 'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit', 'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
] as const;

const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall', 'InsufficientFunds',
  'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction',
  'ModifiedProgramId', 'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified',
  'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth',
  'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded',
  'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
] as const;

export type TransactionErrorName = (typeof TRANSACTION_ERRORS)[number];

/** A transaction error as the Solana RPC serialises it: a variant name, or `{ Variant: fields }`. */
export type RpcTransactionError = string | Record<string, unknown>;

type InstructionErrorValue = number | { code: number } | { msg: string };

function instructionErrorJson(error: InstructionErrorValue): RpcTransactionError {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? `InstructionError${error}`;
  if ('code' in error) return { Custom: error.code };
  return { BorshIoError: error.msg };
}

/** litesvm's error object to the JSON the RPC answers with, e.g. `{"InstructionError":[0,{"Custom":1}]}`. */
export function transactionErrorJson(failure: FailedTransactionMetadata): RpcTransactionError {
  const error = failure.err() as unknown;
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${error}`;
  const fields = error as { index?: number; accountIndex?: number; err?: () => InstructionErrorValue };
  const kind = (error as object).constructor.name.replace(/^TransactionError/, '');
  if (kind === 'InstructionError' && fields.err) return { InstructionError: [fields.index, instructionErrorJson(fields.err())] };
  if (kind === 'DuplicateInstruction') return { DuplicateInstruction: fields.index };
  return { [kind]: { account_index: fields.accountIndex } };
}

/** A sentence for the error message, in the words the Solana RPC uses for the common cases. */
export function describeTransactionError(error: RpcTransactionError): string {
  if (typeof error === 'string') return SENTENCES[error as TransactionErrorName] ?? error;
  const instruction = error.InstructionError as [number, RpcTransactionError] | undefined;
  if (!instruction) return JSON.stringify(error);
  const [index, cause] = instruction;
  const detail =
    typeof cause === 'object' && typeof cause.Custom === 'number' ? `custom program error: 0x${cause.Custom.toString(16)}` : typeof cause === 'string' ? cause : JSON.stringify(cause);
  return `Error processing Instruction ${index}: ${detail}`;
}

const SENTENCES: Partial<Record<TransactionErrorName, string>> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
};
