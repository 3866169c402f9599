import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json`: for each output JavaScript file, the packages and
 * source folders its modules come from. The bundle report reads it to check which UI
 * library each area loads (the manifest names chunks, not what is in them).
 */
export function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'trade-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const origins: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const found = new Set<string>();
        for (const id of output.moduleIds) {
          const clean = id.replace(/\?.*$/, '');
          const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean)?.[1];
          found.add(pkg ?? path.relative(root, clean).split(path.sep).slice(0, 3).join('/'));
        }
        origins[output.fileName] = [...found].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(origins, null, 1),
      });
    },
  };
}
