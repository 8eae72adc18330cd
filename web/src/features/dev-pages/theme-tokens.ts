import type { Theme } from '../../theme/theme';

/** Custom properties of one theme: `--color-bg` -> `#f7f5f0`, plus `color-scheme`. */
export type ThemeTokens = Readonly<Record<string, string>>;

const BLOCK = /(:root(?:\.(bright|dark))?)\s*\{([^}]*)\}/g;
const DECLARATION = /(--[\w-]+|color-scheme)\s*:\s*([^;]+);/g;

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/**
 * The three themes of web/src/styles/tokens.css, read from the file itself: `:root` is the default
 * theme, `:root.bright` and `:root.dark` override some of its tokens (the rest are inherited, as in
 * the browser). The pages that show the themes read them from here, so they cannot drift from the CSS.
 */
export function parseThemeTokens(css: string): Record<Theme, ThemeTokens> {
  const blocks: Record<Theme, Record<string, string>> = { default: {}, bright: {}, dark: {} };
  for (const match of stripComments(css).matchAll(BLOCK)) {
    const theme: Theme = (match[2] as Theme | undefined) ?? 'default';
    for (const declaration of match[3]!.matchAll(DECLARATION)) {
      blocks[theme][declaration[1]!] = declaration[2]!.trim().replace(/\s+/g, ' ');
    }
  }
  return {
    default: Object.freeze({ ...blocks.default }),
    bright: Object.freeze({ ...blocks.default, ...blocks.bright }),
    dark: Object.freeze({ ...blocks.default, ...blocks.dark }),
  };
}

/** The color tokens (`--color-*`) of a theme, in the file's order. */
export function colorTokens(tokens: ThemeTokens): [name: string, value: string][] {
  return Object.entries(tokens).filter(([name]) => name.startsWith('--color-'));
}

/** Inline style that puts a theme's tokens on an element, so its subtree draws in that theme. */
export function themeStyle(tokens: ThemeTokens): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens)) {
    if (name === 'color-scheme') style.colorScheme = value;
    else style[name] = value;
  }
  return style;
}
