export { default } from '@latch/config/eslint';
