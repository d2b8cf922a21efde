import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withSharedDefs } from '../../../engine/shared-defs';
import type { Schema } from '../../../engine/types';
import { parseDeclaration } from '../../approval/declaration';
import { repoRoot } from '../../paths';

// 基本情報's declaration of the approval cycle and its schema, read from the section's files once: the
// reservations of any customer are applied lazily by calls that have no catalogue at hand.

const folder = join(repoRoot, 'schemas', 'sections', 'basic-info');
const read = (file: string): unknown => JSON.parse(readFileSync(join(folder, file), 'utf8'));

/** The section's title (the approval history names its editions' subject with it). */
export const basicInfoTitle = (read('section.json') as { title: string }).title;

/** `approval` of schemas/sections/basic-info/section.json. */
export const basicInfoDeclaration = parseDeclaration(
  (read('section.json') as { approval?: unknown }).approval,
  'schemas/sections/basic-info/section.json',
);

/** The section's schema with the shared option lists (prefectures) resolvable. */
export const basicInfoFormSchema: Schema = withSharedDefs(read('schema.json') as Schema);
