import type { JsonValue } from './types';

/** One document of a file list (spec 000 §3 "Personal file", with the client flags rotation, is_new, is_delete). */
export interface ListedFile {
  customer_file_id: number | null;
  index: number;
  title: string;
  original_file_name: string;
  print_file_name_1: string;
  file_url_1: string;
  is_image_file: boolean;
  mime_type: string;
  is_file_update_application: boolean;
  rotation: number;
  is_new: boolean;
  is_delete: boolean;
  /** rjsf's data URL of a file added in this session; empty for saved ones. */
  file: string;
}

/** The files as the form holds them (unknown entries are dropped). */
export function listedFiles(value: unknown): ListedFile[] {
  return Array.isArray(value)
    ? (value.filter((item) => item && typeof item === 'object') as ListedFile[])
    : [];
}

/** How many files count against the limit: every file not marked for deletion. */
export function liveCount(files: ListedFile[]): number {
  return files.filter((file) => !file.is_delete).length;
}

/** The next rotation of 0 → 90 → 180 → 270 → 0 degrees (000 §4). */
export function nextRotation(rotation: number): number {
  return ((((rotation || 0) + 90) % 360) + 360) % 360;
}

/** rjsf's data URL with the file's name in it, which the file rules and the multipart upload read. */
export function namedDataUrl(dataUrl: string, name: string): string {
  return dataUrl.replace(/^data:([^;,]*)/, (head) => `${head};name=${encodeURIComponent(name)}`);
}

/** Adds a new file unless the limit is reached (adding at the limit is ignored, 000 §4). */
export function addFile(
  files: ListedFile[],
  max: number,
  name: string,
  type: string,
  dataUrl: string,
): ListedFile[] {
  if (liveCount(files) >= max) return files;
  const index = Math.max(0, ...files.map((file) => file.index ?? 0)) + 1;
  const added: ListedFile = {
    customer_file_id: null,
    index,
    title: name,
    original_file_name: name,
    print_file_name_1: name,
    file_url_1: '',
    is_image_file: type.startsWith('image/'),
    mime_type: type,
    is_file_update_application: false,
    rotation: 0,
    is_new: true,
    is_delete: false,
    file: namedDataUrl(dataUrl, name),
  };
  return [...files, added];
}

/** Deletes a file: a new one goes, a saved one is marked for deletion (000 §4). */
export function removeFile(files: ListedFile[], position: number): ListedFile[] {
  const target = files[position];
  if (!target) return files;
  if (target.is_new) return files.filter((_, at) => at !== position);
  return files.map((file, at) => (at === position ? { ...file, is_delete: true } : file));
}

/** Undoes the deletion mark of a saved file, if the limit allows it back. */
export function restoreFile(files: ListedFile[], position: number, max: number): ListedFile[] {
  if (liveCount(files) >= max) return files;
  return files.map((file, at) => (at === position ? { ...file, is_delete: false } : file));
}

/** Rotates one file by 90 degrees. */
export function rotateFile(files: ListedFile[], position: number): ListedFile[] {
  return files.map((file, at) =>
    at === position ? { ...file, rotation: nextRotation(file.rotation) } : file,
  );
}

/** The list as form data. */
export function asFormValue(files: ListedFile[]): JsonValue {
  return files as unknown as JsonValue;
}
