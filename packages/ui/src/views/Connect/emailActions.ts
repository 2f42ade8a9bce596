// The email rule (zod) and login, loaded once Connect has painted: the first frame waits on neither.
export { connectEmail, parseEmail } from '@latch/core';
