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
/**
 * The storage's running total of bytes, shared by every instance that writes to the folder: one
 * line `=<bytes>` (the folder walked once, when there was no total yet), then a line `+<bytes>` or
 * `-<bytes>` per write or removal, appended (one small append is atomic). Each instance reads only
 * the lines added since it last looked.
 */
const USAGE_LOG = 'usage.log';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' };

export interface ObjectStore {
  /** Where the object's bytes are. */
  filePath(name: string): string;
  /**
   * Stores the bytes under `name` after checking them against what the uploader said (size,
   * checksums), with the files made from them (`derived`: an image's variants, written first) and
   * what is known of the image. A write that fails leaves none of them behind.
   */
  put(name: string, data: Buffer, input: StorageMetadataInput, contentType: string, extra?: PutExtra): Promise<StorageObject>;
  get(name: string): Promise<StorageObject | null>;
  /** Metadata for a file that has none (uploaded before objects had it); null when there is no file. */
  adopt(name: string): Promise<StorageObject | null>;
  /** Whether `token` is the object's download token. */
  tokenMatches(name: string, token: string): Promise<boolean>;
  /** Removes the object, its metadata and the files made from it (`derived`). */
  remove(name: string, derived?: readonly string[]): Promise<void>;
  /**
   * Bytes of every file the storage holds (objects and what was made from them): a running total,
   * not a walk of the folder (see usage.log above).
   */
  usedBytes(): Promise<number>;
}

export interface PutExtra {
  image?: StorageObject['image'];
  derived?: readonly { name: string; data: Buffer }[];
  /** Files made from the bytes this write replaces that it does not write again: removed once it is written. */
  stale?: readonly string[];
}

const digest = (algorithm: 'md5' | 'sha256', data: Buffer) => createHash(algorithm).update(data).digest('base64');

async function writeAtomically(file: string, data: Buffer | string, flag?: 'wx'): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  if (flag) return fs.writeFile(file, data, { flag });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

const sizeOf = (file: string) => fs.stat(file).then((stat) => stat.size, () => 0);

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

    async put(name, data, input, contentType, extra = {}) {
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
      if (extra.image) object.image = extra.image;
      const files = [...(extra.derived ?? []).map((file) => ({ file: filePath(file.name), data: file.data })), { file: filePath(name), data }];
      await usage.ready();
      const replaced = await Promise.all(files.map(({ file }) => sizeOf(file)));
      let written = 0;
      try {
        for (const { file, data: bytes } of files) {
          await writeAtomically(file, bytes);
          written += 1;
        }
        await writeAtomically(metadataPath(name), JSON.stringify(object));
      } catch (error) {
        // nothing half stored: the files this write made go (what they replaced is gone anyway)
        await Promise.all(files.slice(0, written).map(({ file }) => fs.rm(file, { force: true })));
        await usage.add(-replaced.slice(0, written).reduce((sum, size) => sum + size, 0));
        throw error;
      }
      const stale = (extra.stale ?? []).map(filePath);
      const staleSizes = await Promise.all(stale.map(sizeOf));
      await Promise.all(stale.map((file) => fs.rm(file, { force: true })));
      await usage.add(files.reduce((sum, file, index) => sum + file.data.byteLength - replaced[index]!, 0) - staleSizes.reduce((sum, size) => sum + size, 0));
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

    async remove(name, derived = []) {
      tokens.delete(name);
      await usage.ready();
      const files = [filePath(name), ...derived.map(filePath)];
      const sizes = await Promise.all(files.map(sizeOf));
      await fs.rm(metadataPath(name), { force: true });
      await Promise.all(files.map((file) => fs.rm(file, { force: true })));
      await usage.add(-sizes.reduce((sum, size) => sum + size, 0));
    },

    usedBytes: () => usage.read(),
  };

  /** The running total (USAGE_LOG): made once by a walk, then kept by each write and removal. */
  const usage = (() => {
    const log = path.join(root, METADATA_DIR, USAGE_LOG);
    let offset = 0;
    let total = 0;
    let started: Promise<void> | undefined;
    const ready = () =>
      (started ??= (async () => {
        if ((await sizeOf(log)) > 0) return;
        try {
          await writeAtomically(log, `=${await walk()}\n`, 'wx');
        } catch (error) {
          // another instance counted first: its total is the one
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      })().catch((error: unknown) => {
        started = undefined;
        throw error;
      }));
    return {
      ready,
      async add(bytes: number) {
        if (bytes !== 0) await fs.appendFile(log, `${bytes > 0 ? '+' : ''}${bytes}\n`);
      },
      async read(): Promise<number> {
        await ready();
        const handle = await fs.open(log, 'r');
        try {
          const { size } = await handle.stat();
          if (size > offset) {
            const buffer = Buffer.alloc(size - offset);
            await handle.read(buffer, 0, buffer.length, offset);
            const text = buffer.toString('utf8');
            const complete = text.lastIndexOf('\n') + 1;
            for (const line of text.slice(0, complete).split('\n')) {
              if (line.startsWith('=')) total = Number(line.slice(1));
              else if (line) total += Number(line);
            }
            offset += Buffer.byteLength(text.slice(0, complete));
          }
        } finally {
          await handle.close();
        }
        return Math.max(0, total);
      },
    };
  })();

  /** Bytes of every file under the folder, its metadata aside: the running total's start. */
  async function walk(): Promise<number> {
    let total = 0;
    const visit = async (dir: string): Promise<void> => {
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
      await Promise.all(
        entries.map(async (entry) => {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) {
            if (entry.name !== METADATA_DIR) await visit(full);
          } else total += await sizeOf(full);
        }),
      );
    };
    await visit(root);
    return total;
  }
  return store;
}
