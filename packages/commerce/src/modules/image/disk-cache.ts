import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** `$DATA_DIR/image-cache`, DATA_DIR defaulting to ./.data as for the embedded database. */
export function imageCacheDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(path.resolve(env.DATA_DIR ?? '.data'), 'image-cache');
}

export type DiskCache = {
  read(key: string, ext: string): Promise<Buffer | null>;
  write(key: string, ext: string, body: Uint8Array): Promise<void>;
};

/**
 * Rendered images as files named by their key, fanned out over 256 folders. A file appears
 * whole or not at all (written aside, then renamed), so a reader never sees half an image
 * and a crash mid-write leaves only a stray temporary file.
 */
export function createDiskCache(dir: string): DiskCache {
  const fileFor = (key: string, ext: string) => path.join(dir, key.slice(0, 2), `${key}.${ext}`);
  return {
    async read(key, ext) {
      try {
        return await readFile(fileFor(key, ext));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(key, ext, body) {
      const file = fileFor(key, ext);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}
