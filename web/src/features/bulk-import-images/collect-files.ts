// Files a person chose or dropped, each with the path it came in ("fotos/EB-1/sala.jpg"
// from a folder, else its name), so a folder per listing can be matched too.

export type PickedFile = { file: File; path: string };

/** From an <input type="file"> (multiple, or a folder with webkitdirectory). */
export function pickedFromInput(files: FileList | null): PickedFile[] {
  return Array.from(files ?? [], (file) => ({ file, path: file.webkitRelativePath || file.name }));
}

/**
 * From a drop: folders are walked (DataTransferItem.webkitGetAsEntry), loose files taken as
 * they are. The entries are read synchronously, before the first await: the browser empties
 * the DataTransfer when the drop handler returns.
 */
export async function pickedFromDrop(data: DataTransfer): Promise<PickedFile[]> {
  const entries: FileSystemEntry[] = [];
  const loose: File[] = [];
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind !== "file") continue;
    const entry = item.webkitGetAsEntry?.();
    if (entry) entries.push(entry);
    else {
      const file = item.getAsFile();
      if (file) loose.push(file);
    }
  }
  if (entries.length === 0 && loose.length === 0) return Array.from(data.files ?? [], (file) => ({ file, path: file.name }));
  const walked = await Promise.all(entries.map(walk));
  return [...walked.flat(), ...loose.map((file) => ({ file, path: file.name }))];
}

async function walk(entry: FileSystemEntry): Promise<PickedFile[]> {
  if (entry.isFile) {
    const file = await new Promise<File | null>((resolve) => (entry as FileSystemFileEntry).file(resolve, () => resolve(null)));
    return file ? [{ file, path: entry.fullPath.replace(/^\//, "") || file.name }] : [];
  }
  if (!entry.isDirectory) return [];
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  const children: FileSystemEntry[] = [];
  // readEntries answers in batches (100 in Chromium) until an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve) => reader.readEntries(resolve, () => resolve([])));
    if (batch.length === 0) break;
    children.push(...batch);
  }
  const nested = await Promise.all(children.map(walk));
  return nested.flat();
}
