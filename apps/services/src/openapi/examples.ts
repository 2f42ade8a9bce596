// Values the routes' examples share, so that one account or chain reads the same across the document.
export const EXAMPLE_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const EXAMPLE_CHAIN = 'eip155:31337';
export const EXAMPLE_SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
export const EXAMPLE_ORIGIN = 'http://127.0.0.1:8787';
export const EXAMPLE_CALL = 'projectId=latch-demo&st=latch&sv=4';
/** 32 random bytes in base64url, as the services make tokens, states and keys. */
export const EXAMPLE_TOKEN = 'q8Yp2V0m3xJ7cT1bN4eR6uW9zA5kL2hG8dF0sQ3vY1o';
export const EXAMPLE_TIME = '2025-06-01T12:00:00.000Z';
