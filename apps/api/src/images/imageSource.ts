import { realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, normalize, resolve, sep } from 'node:path';
import { type SourceFormat, sourceFormatOfExtension } from './imageModifiers';

export type ImageSource =
  | { kind: 'found'; file: string; sourceFormat: SourceFormat; mtimeMs: number; size: number }
  | { kind: 'forbidden'; message: string }
  | { kind: 'missing' };

function isInside(dir: string, file: string): boolean {
  return file.startsWith(dir.endsWith(sep) ? dir : dir + sep);
}

/**
 * Finds `relativePath` in the first source directory that has it. Paths that climb out of the
 * directories (also through a symlink) and files that are not images are refused.
 */
export async function findImageSource(
  sourceDirs: readonly string[],
  relativePath: string,
): Promise<ImageSource> {
  if (relativePath.includes('\0') || relativePath.includes('\\')) {
    return { kind: 'forbidden', message: 'Invalid path' };
  }
  const normalised = normalize(relativePath);
  if (isAbsolute(normalised) || normalised === '..' || normalised.startsWith(`..${sep}`)) {
    return { kind: 'forbidden', message: 'The path leaves the image directories' };
  }
  const sourceFormat = sourceFormatOfExtension(extname(normalised));
  if (!sourceFormat) return { kind: 'forbidden', message: 'Only image files are served' };

  for (const dir of sourceDirs) {
    const root = resolve(dir);
    const file = resolve(root, normalised);
    if (!isInside(root, file)) continue;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    if (!isInside(realRoot, realFile))
      return { kind: 'forbidden', message: 'The path leaves the image directories' };
    return { kind: 'found', file: realFile, sourceFormat, mtimeMs: info.mtimeMs, size: info.size };
  }
  return { kind: 'missing' };
}
