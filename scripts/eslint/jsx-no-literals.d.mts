import type { ESLint, Rule } from 'eslint';

export function isAllowedText(text: string): boolean;
export const jsxNoLiterals: Rule.RuleModule;
export const pointePlugin: ESLint.Plugin;
