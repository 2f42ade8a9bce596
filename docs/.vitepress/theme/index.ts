import DefaultTheme from 'vitepress/theme';
import type { Theme } from 'vitepress';
import ThemeToken from './ThemeToken.vue';

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('ThemeToken', ThemeToken);
  },
} satisfies Theme;
