// Writes the theming page's token table from ui's theme contract, so the page follows the contract
// as it grows: each token's name, custom property and comment come from `interface Theme` in
// packages/ui/src/theme/contract.ts, its light and dark values from the built @latch/ui.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { darkTheme, lightTheme, THEME_PROPERTIES } from '@latch/ui';
import { generatedDir, root } from './paths.mjs';

const CONTRACT = 'packages/ui/src/theme/contract.ts';

/** The theme of a mode, whether ui exports it as an object or as a function of options (RainbowKit's style). */
const themeOf = (theme) => (typeof theme === 'function' ? theme() : theme);

/** The members of `interface Theme`, in order, each with its doc comment. */
function readContract() {
  const text = readFileSync(join(root, CONTRACT), 'utf8');
  const source = ts.createSourceFile(CONTRACT, text, ts.ScriptTarget.Latest, true);
  const theme = source.statements.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === 'Theme');
  if (!theme) throw new Error(`${CONTRACT} has no interface Theme: the theming page reads its tokens there.`);
  return theme.members.filter(ts.isPropertySignature).map((member) => {
    const doc = ts.getJSDocCommentsAndTags(member).map((node) => ts.getTextOfJSDocComment(node.comment) ?? '').join(' ');
    return { name: member.name.getText(source), doc: doc.replace(/\s+/g, ' ').trim() };
  });
}

const cell = (value) => String(value).replaceAll('|', '\\|');

export function writeThemeTokens() {
  const light = themeOf(lightTheme);
  const dark = themeOf(darkTheme);
  const tokens = readContract().map((token) => {
    const property = THEME_PROPERTIES[token.name];
    if (!property) throw new Error(`Theme token ${token.name} has no custom property in THEME_PROPERTIES.`);
    return { ...token, property, light: light[token.name], dark: dark[token.name] };
  });
  const rows = tokens.map((token) => `| \`${token.name}\` | \`${token.property}\` | ${cell(token.doc)} | <ThemeToken name="${token.name}" /> |`);
  const table = ['| token | custom property | what it styles | its effect, light and dark |', '|---|---|---|---|', ...rows, ''].join('\n');
  writeFileSync(join(generatedDir, 'theme-tokens.json'), JSON.stringify({ tokens, light, dark, properties: THEME_PROPERTIES }, null, 2));
  writeFileSync(join(generatedDir, 'theme-tokens.md'), table);
  return tokens.length;
}
