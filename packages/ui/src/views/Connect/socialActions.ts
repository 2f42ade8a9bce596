// Loaded on a press: Connect paints without the social login's code (and the messages it brings).
export { connectSocial } from '@latch/core';
