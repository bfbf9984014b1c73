/**
 * Every file a drop carries, folders opened (a whole folder may be dropped): the entries API where the
 * browser has it, else the plain file list. Hidden files (".DS_Store") are left out.
 */
export async function droppedFiles(dataTransfer: DataTransfer): Promise<File[]> {
  // Entries must be taken while the drop event runs; the files are read after.
  const entries = Array.from(dataTransfer.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (!entries.length || entries.some((entry) => entry === null)) return visible(Array.from(dataTransfer.files));
  const files = await Promise.all(entries.map((entry) => filesOf(entry as FileSystemEntry)));
  return visible(files.flat());
}

const visible = (files: File[]) => files.filter((file) => !file.name.startsWith('.'));

async function filesOf(entry: FileSystemEntry): Promise<File[]> {
  if (entry.isFile) {
    return [await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject))];
  }
  if (!entry.isDirectory) return [];
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const children: FileSystemEntry[] = [];
  // readEntries answers in batches; an empty batch means the folder is done.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (!batch.length) break;
    children.push(...batch);
  }
  const nested = await Promise.all(children.sort((a, b) => a.name.localeCompare(b.name)).map(filesOf));
  return nested.flat();
}
