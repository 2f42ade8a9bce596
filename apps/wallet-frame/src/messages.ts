// The frame's error messages, written once; SPEC 8's texts to the letter where it has one.

export const CHAIN_NOT_SUPPORTED = 'Chain is not supported';
export const RPC_NOT_ALLOWED = 'Requested RPC call is not allowed';
export const SIGNATURE_DECLINED = 'Signature declined';
export const NOT_CONNECTED = 'The embedded wallet is not connected: sign in first';
export const OTHER_ACCOUNT = "The request names another account than the wallet's";
export const notSupportedYet = (method: string) => `${method} is not supported by the embedded wallet yet`;
export const otherProject = (projectId: string) => `This wallet frame was opened for the project ${projectId}`;
