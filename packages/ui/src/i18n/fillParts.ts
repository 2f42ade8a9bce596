import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';

/** Fills a message's placeholders with elements (a bold address inside a sentence), so each locale keeps its own word order around them. */
export const fillParts = (text: string, parts: Readonly<Record<string, ReactNode>>): ReactElement =>
  createElement(Fragment, null, ...text.split(/\{(\w+)\}/).map((piece, index) => (index % 2 ? (parts[piece] ?? `{${piece}}`) : piece)));
