// Object bytes on disk: `<root>/<bucket>/<object name>`, root being `<data folder>/storage` (or a
// temporary folder for a stack without a data folder). The routes change a file inside the database
// transaction that changes its row, through a Staged change: done in place so a later failure of the
// transaction can still undo it, and only made final (commit) once the transaction has committed.
import { randomUUID } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { link, mkdir, mkdtemp, open, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { storageError } from './errors.ts';
import { isValidBucketId, isValidObjectName } from './names.ts';

/** A file change made in place, still reversible until commit. */
export interface Staged {
  /** The transaction committed: drop what the change kept to undo itself. */
  commit(): Promise<void>;
  /** The transaction failed: put the files back as they were. */
  rollback(): Promise<void>;
}

const NOTHING: Staged = { commit: async () => undefined, rollback: async () => undefined };

/** Sibling names for temporary files: hidden, short (a long object name is already near NAME_MAX). */
const scratchName = (kind: string) => `.${kind}-${randomUUID()}.tmp`;

function errno(error: unknown): string {
  return (error as NodeJS.ErrnoException)?.code ?? '';
}

/**
 * A name whose folder is a file here (or the reverse: 'a' when 'a/b' exists). S3 and hosted allow
 * both keys; a file system cannot, so the local stack refuses the second one.
 */
const conflict = (name: string) =>
  storageError(
    400,
    'InvalidKey',
    'InvalidKey',
    `Invalid key: ${name} (the local stack keeps objects as files: a name cannot be both an object and a folder)`,
  );

export class ObjectStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of an object. Names were validated by the routes; this re-checks, as the last line. */
  path(bucket: string, name: string): string {
    if (!isValidBucketId(bucket) || !isValidObjectName(name)) throw new Error(`unsafe object path ${bucket}/${name}`);
    const bucketRoot = join(this.root, bucket);
    const file = join(bucketRoot, ...name.split('/'));
    if (!file.startsWith(bucketRoot + sep)) throw new Error(`object path escapes its bucket: ${bucket}/${name}`);
    return file;
  }

  /**
   * Writes `bytes` as the object: a temporary file beside it, then a rename over it, so a reader sees
   * the old bytes or the new ones, never half. What it replaces is kept (a hard link) until commit.
   */
  async put(bucket: string, name: string, bytes: Uint8Array): Promise<Staged> {
    const target = this.path(bucket, name);
    const folder = dirname(target);
    try {
      await mkdir(folder, { recursive: true });
    } catch (error) {
      if (['EEXIST', 'ENOTDIR'].includes(errno(error))) throw conflict(name);
      throw error;
    }
    const temp = join(folder, scratchName('upload'));
    let backup: string | null = join(folder, scratchName('replaced'));
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      try {
        await link(target, backup);
      } catch (error) {
        if (errno(error) === 'ENOENT') backup = null;
        else if (['EPERM', 'EISDIR'].includes(errno(error))) throw conflict(name);
        else throw error;
      }
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      if (backup) await rm(backup, { force: true });
      if (['EISDIR', 'ENOTEMPTY', 'ENOTDIR'].includes(errno(error))) throw conflict(name);
      throw error;
    }
    const kept = backup;
    return {
      commit: async () => {
        if (kept) await rm(kept, { force: true });
      },
      rollback: async () => {
        if (kept) await rename(kept, target);
        else {
          await rm(target, { force: true });
          await this.prune(bucket, folder);
        }
      },
    };
  }

  /** Moves the objects' files aside; commit deletes them, rollback moves them back. Missing files are skipped. */
  async remove(bucket: string, names: string[]): Promise<Staged> {
    const moved: [string, string][] = [];
    const undo = async () => {
      for (const [file, aside] of moved.reverse()) await rename(aside, file);
    };
    try {
      for (const name of names) {
        const file = this.path(bucket, name);
        const aside = join(dirname(file), scratchName('removed'));
        try {
          await rename(file, aside);
          moved.push([file, aside]);
        } catch (error) {
          if (errno(error) !== 'ENOENT') throw error;
        }
      }
    } catch (error) {
      await undo();
      throw error;
    }
    if (moved.length === 0) return NOTHING;
    return {
      commit: async () => {
        for (const [file, aside] of moved) {
          await rm(aside, { force: true });
          await this.prune(bucket, dirname(file));
        }
      },
      rollback: undo,
    };
  }

  /** The object's file opened for reading, or null when there is none. */
  async open(bucket: string, name: string): Promise<FileHandle | null> {
    try {
      const handle = await open(this.path(bucket, name), 'r');
      if ((await handle.stat()).isFile()) return handle;
      await handle.close();
      return null;
    } catch (error) {
      if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes(errno(error))) return null;
      throw error;
    }
  }

  /** Removes folders left empty, up to the bucket's own, so a later object may take their name. */
  private async prune(bucket: string, folder: string): Promise<void> {
    const bucketRoot = join(this.root, bucket);
    for (let dir = folder; dir.startsWith(bucketRoot + sep); dir = dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
    }
  }
}

export interface ObjectFolder {
  store: ObjectStore;
  /** Removes the folder if it was a temporary one; a data folder's is kept. */
  dispose(): Promise<void>;
}

/** `<dir>` (a data folder's `storage`), or a temporary folder removed on dispose when none is given. */
export async function openObjectFolder(dir?: string): Promise<ObjectFolder> {
  if (dir) {
    await mkdir(dir, { recursive: true });
    return { store: new ObjectStore(dir), dispose: async () => undefined };
  }
  const temp = await mkdtemp(join(tmpdir(), 'stack-storage-'));
  return { store: new ObjectStore(temp), dispose: () => rm(temp, { recursive: true, force: true }) };
}
