import { buildCatalogue, type Catalogue } from './catalogue';

// Vite bundles every section's three JSON files; the server reads the same files from disk.
const files = import.meta.glob('../../schemas/sections/*/*.json', { eager: true, import: 'default' });

/** The section catalogue as the browser sees it. */
export const catalogue: Catalogue = buildCatalogue(files);
