import {
  addFile,
  liveCount,
  namedDataUrl,
  nextRotation,
  removeFile,
  restoreFile,
  rotateFile,
  type ListedFile,
} from '../../src/engine/file-list';

const saved = (id: number): ListedFile => ({
  customer_file_id: id,
  index: id,
  title: `書類${id}`,
  original_file_name: `doc${id}.png`,
  print_file_name_1: `doc${id}.png`,
  file_url_1: '',
  is_image_file: true,
  mime_type: 'image/png',
  is_file_update_application: false,
  rotation: 0,
  is_new: false,
  is_delete: false,
  file: '',
});

describe('file lists (000 §4 identity documents)', () => {
  test('rotation cycles 0, 90, 180, 270 and back', () => {
    expect([0, 90, 180, 270].map(nextRotation)).toEqual([90, 180, 270, 0]);
    expect(rotateFile([saved(1)], 0)[0].rotation).toBe(90);
  });

  test('a new file is added with its name in the data URL, up to the limit; the fifth is ignored', () => {
    let files = [saved(1), saved(2), saved(3)];
    files = addFile(files, 4, '免許証.jpg', 'image/jpeg', 'data:image/jpeg;base64,AAAA');
    expect(files).toHaveLength(4);
    expect(files[3]).toMatchObject({ is_new: true, customer_file_id: null, index: 4, is_image_file: true });
    expect(files[3].file).toBe(`data:image/jpeg;name=${encodeURIComponent('免許証.jpg')};base64,AAAA`);
    expect(addFile(files, 4, 'five.pdf', 'application/pdf', 'data:application/pdf;base64,AA')).toBe(files);
  });

  test('deleting a new file removes it; deleting a saved one marks it, which frees a place', () => {
    const withNew = addFile([saved(1)], 4, 'n.pdf', 'application/pdf', 'data:application/pdf;base64,AA');
    expect(removeFile(withNew, 1)).toEqual([saved(1)]);
    const marked = removeFile([saved(1), saved(2)], 0);
    expect(marked[0].is_delete).toBe(true);
    expect(liveCount(marked)).toBe(1);
    expect(restoreFile(marked, 0, 4)[0].is_delete).toBe(false);
  });

  test('a deleted file cannot come back when the places are taken again', () => {
    const full = [{ ...saved(1), is_delete: true }, saved(2), saved(3), saved(4), saved(5)];
    expect(restoreFile(full, 0, 4)).toBe(full);
  });

  test('namedDataUrl keeps the content and adds the name', () => {
    expect(namedDataUrl('data:application/pdf;base64,JVBE', 'a b.pdf')).toBe(
      'data:application/pdf;name=a%20b.pdf;base64,JVBE',
    );
  });
});
