import { build, type InlineConfig } from 'vite';

/**
 * Builds with the project's Vite config as `npm run build` does. Vite and the React plugin build
 * for the NODE_ENV they find, and Vitest's is `test`.
 */
export async function productionBuild(config: InlineConfig): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'error', ...config });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
