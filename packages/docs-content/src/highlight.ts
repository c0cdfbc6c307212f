import type { HighlightedLine } from '@tessera/docs-theme/types';
import {
  bundledLanguages,
  createCssVariablesTheme,
  createHighlighter,
  type Highlighter,
} from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/**
 * Token colours come from CSS variables, so a token's colour is its class
 * (`tessera-token-keyword`) and the theme decides light and dark values: no inline styles
 * (the site runs under `style-src 'self'`) and no highlighter in the browser.
 */
const theme = createCssVariablesTheme({
  name: 'tessera-tokens',
  variablePrefix: '--tessera-code-',
  fontStyle: false,
});

const aliases: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  yml: 'yaml',
};

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  // The JavaScript regex engine instead of Oniguruma: the WebAssembly engine's memory only
  // grows, which cost a build about 50 MiB; grammars load one by one as pages use them.
  highlighter ??= createHighlighter({
    themes: [theme],
    langs: [],
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  return highlighter;
}

const tokenClass = (color: string | undefined) => {
  const match = color && /--tessera-code-(token-[\w-]+)/.exec(color);
  return match ? `tessera-${match[1]}` : undefined;
};

/** Splits code into lines of [text, class] pieces; unknown languages come back plain. */
export async function highlight(
  code: string,
  lang: string | undefined,
): Promise<HighlightedLine[]> {
  const language = lang ? (aliases[lang] ?? lang) : undefined;
  const text = code.replace(/\n$/, '');
  if (!language || !(language in bundledLanguages))
    return text.split('\n').map((line) => (line ? [[line]] : []));
  const shiki = await getHighlighter();
  if (!shiki.getLoadedLanguages().includes(language))
    await shiki.loadLanguage(language as keyof typeof bundledLanguages);
  const { tokens } = shiki.codeToTokens(text, {
    lang: language as keyof typeof bundledLanguages,
    theme: 'tessera-tokens',
    // Shiki stops tokenising a line after 500 ms by default and returns the rest as one token;
    // the first line of a language compiles its grammar, which a busy machine can take that
    // long for. The build must give the same output every time, so there is no limit.
    tokenizeTimeLimit: 0,
  });
  return tokens.map((line) => {
    const pieces: HighlightedLine = [];
    for (const token of line) {
      const className = tokenClass(token.color);
      const last = pieces.at(-1);
      // Neighbours of one colour merge, which keeps the emitted page small.
      if (last && last[1] === className) last[0] += token.content;
      else pieces.push(className ? [token.content, className] : [token.content]);
    }
    return pieces;
  });
}
