// The email rule (zod) and login, loaded once Connect has painted: the first frame waits on neither.
export { connectEmail } from '@latch/core';
export { parseEmail } from '@latch/core/internal';
