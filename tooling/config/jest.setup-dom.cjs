// jsdom lacks the encoding globals that chain SDKs and our hashing rely on.
const { TextEncoder, TextDecoder } = require('node:util');
globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
