import { transformAsync, type ParserOptions } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import type { Plugin } from 'vite';

const macroImport = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Lingui's macros (`<Trans>`, `t`, `plural` from `@lingui/react/macro`) compiled to message ids by
 * Lingui's own Babel plugin, ahead of the React plugin, which runs no Babel since its version 6.
 * Only files that import a macro go through Babel; the JSX and types stay for the React plugin.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.replace(/\?.*$/s, '');
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || !macroImport.test(code)) {
        return undefined;
      }
      const syntax: ParserOptions['plugins'] = file.endsWith('x')
        ? ['typescript', 'jsx']
        : ['typescript'];
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: syntax },
        plugins: [linguiMacro],
      });
      return result?.code ? { code: result.code, map: result.map } : undefined;
    },
  };
}
