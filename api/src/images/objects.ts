/**
 * The shop's file storage: objects in a folder every API instance sees (config.uploadsDir, under
 * the data dir), each with its metadata beside it in `.metadata/<name>.json`: content type, size,
 * MD5 and SHA-256 (base64), custom metadata and the download token. Files and metadata are written
 * to a temporary name and renamed, so another process never reads half of one.
 *
 * Decisions:
 * - The token is kept when the same bytes are uploaded again under the same name (a retried upload
 *   changes no link) and is new when the bytes differ: links served with a year's cache then never
 *   show the old file.
 * - A file written before objects had metadata (an older shop's upload) gets it once, on first
 *   need (`adopt`), with an exclusive create: two instances adopting it agree on one token.
 * - The check a download makes (is this the object's token?) reads a cached token, re-read when
 *   the metadata file's time changes: one stat per image request.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StorageMetadataInput, StorageObject } from 'shared-contracts/api/storage';
import { STORAGE_NAME_PATTERN, storageMetadataInputSchema } from 'shared-contracts/api/storage';
import { StorageFailure } from './errors';

const METADATA_DIR = '.metadata';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' };

export interface ObjectStore {
  /** Where the object's bytes are. */
  filePath(name: string): string;
  /** Stores the bytes under `name` after checking them against what the uploader said (size, checksums). */
  put(name: string, data: Buffer, input: StorageMetadataInput, contentType: string): Promise<StorageObject>;
  get(name: string): Promise<StorageObject | null>;
  /** Metadata for a file that has none (uploaded before objects had it); null when there is no file. */
  adopt(name: string): Promise<StorageObject | null>;
  /** Whether `token` is the object's download token. */
  tokenMatches(name: string, token: string): Promise<boolean>;
  remove(name: string): Promise<void>;
  /** Bytes of every file the storage holds (objects and what was made from them). */
  usedBytes(): Promise<number>;
}

const digest = (algorithm: 'md5' | 'sha256', data: Buffer) => createHash(algorithm).update(data).digest('base64');

async function writeAtomically(file: string, data: Buffer | string, flag?: 'wx'): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  if (flag) return fs.writeFile(file, data, { flag });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

async function readJson(file: string): Promise<StorageObject | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as StorageObject;
  } catch {
    return null;
  }
}

/** Whether `name` is an object name (never one that climbs out of the storage folder). */
export const isObjectName = (name: string) => STORAGE_NAME_PATTERN.test(name) && !name.split('/').includes('..');

export function diskObjectStore(root: string): ObjectStore {
  const checked = (name: string) => {
    if (!isObjectName(name)) throw new StorageFailure('invalid-argument');
    return name.split('/');
  };
  const filePath = (name: string) => path.join(root, ...checked(name));
  const metadataPath = (name: string) => path.join(root, METADATA_DIR, ...checked(name)) + '.json';
  const tokens = new Map<string, { token: string; mtimeMs: number }>();

  const store: ObjectStore = {
    filePath,

    async put(name, data, input, contentType) {
      const claimed = storageMetadataInputSchema.parse(input);
      const md5Hash = digest('md5', data);
      const sha256Hash = digest('sha256', data);
      if ((claimed.sha256Hash && claimed.sha256Hash !== sha256Hash) || (claimed.md5Hash && claimed.md5Hash !== md5Hash)) {
        throw new StorageFailure('invalid-checksum');
      }
      if (claimed.size !== data.byteLength) throw new StorageFailure('invalid-argument');
      const before = await store.get(name);
      const now = new Date().toISOString();
      const same = before?.sha256Hash === sha256Hash;
      const object: StorageObject = {
        name,
        contentType,
        size: data.byteLength,
        md5Hash,
        sha256Hash,
        timeCreated: same ? before.timeCreated : now,
        updated: now,
        customMetadata: claimed.customMetadata,
        downloadTokens: same ? before.downloadTokens : randomUUID(),
      };
      await writeAtomically(filePath(name), data);
      await writeAtomically(metadataPath(name), JSON.stringify(object));
      return object;
    },

    async get(name) {
      return isObjectName(name) ? readJson(metadataPath(name)) : null;
    },

    async adopt(name) {
      if (!isObjectName(name)) return null;
      const existing = await store.get(name);
      if (existing) return existing;
      let data: Buffer;
      try {
        data = await fs.readFile(filePath(name));
      } catch {
        return null;
      }
      const stamp = new Date().toISOString();
      const object: StorageObject = {
        name,
        contentType: CONTENT_TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream',
        size: data.byteLength,
        md5Hash: digest('md5', data),
        sha256Hash: digest('sha256', data),
        timeCreated: stamp,
        updated: stamp,
        customMetadata: {},
        downloadTokens: randomUUID(),
      };
      try {
        await writeAtomically(metadataPath(name), JSON.stringify(object), 'wx');
        return object;
      } catch (error) {
        // another instance adopted it first: its token is the one
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return store.get(name);
        throw error;
      }
    },

    async tokenMatches(name, token) {
      if (!isObjectName(name)) return false;
      let mtimeMs: number;
      try {
        mtimeMs = (await fs.stat(metadataPath(name))).mtimeMs;
      } catch {
        tokens.delete(name);
        return false;
      }
      let cached = tokens.get(name);
      if (!cached || cached.mtimeMs !== mtimeMs) {
        const object = await store.get(name);
        if (!object) return false;
        cached = { token: String(object.downloadTokens), mtimeMs };
        tokens.set(name, cached);
      }
      return cached.token.split(',').includes(token);
    },

    async remove(name) {
      tokens.delete(name);
      await fs.rm(metadataPath(name), { force: true });
      await fs.rm(filePath(name), { force: true });
    },

    async usedBytes() {
      let total = 0;
      const walk = async (dir: string): Promise<void> => {
        const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
        await Promise.all(
          entries.map(async (entry) => {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) {
              if (entry.name !== METADATA_DIR) await walk(full);
            } else total += (await fs.stat(full).catch(() => ({ size: 0 }))).size;
          }),
        );
      };
      await walk(root);
      return total;
    },
  };
  return store;
}
