import { FileListField } from './file-list-field';
import { PostcodeField } from './postcode-field';
import { RowsField } from './rows-field';

/** The engine's own `ui:field`s, which every schema may name; a page's fields cannot replace them. */
export const engineFields = { rows: RowsField, postcode: PostcodeField, fileList: FileListField };
