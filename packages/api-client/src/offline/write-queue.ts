import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { OfflineRequest } from "./requests.ts";

/**
 * A write kept on the device because the network or the server was down (or waiting behind such a
 * write): one of the requests the app keeps (`OfflineRequest`, typed by the API document), the
 * idempotency key chosen once when it was first made, and its place in line (`seq`, the store's
 * increasing key). The base version the person saw travels in the body (`baseUpdatedAt`,
 * `baseValue`).
 */
export type QueuedWrite<Request extends OfflineRequest = OfflineRequest> = Request & {
  /** The order the writes were made in (IndexedDB's increasing key). */
  seq: number;
  userId: string;
  /**
   * What the write changes (`answer:<questionId>`, `profile:firstName`, `assets:<entryId>`): the
   * writes of one target go in order, and wait while one of them is in conflict.
   */
  target: string;
  /** Sent as the Idempotency-Key header on every attempt: a repeat stores nothing new. */
  idempotencyKey: string;
  queuedAt: string;
  attempts: number;
  /**
   * Why it waits for the person: the server refused it as made on a version it no longer holds
   * (409 …_CHANGED, with what it holds now), or this version of the app cannot send it
   * (`UNSENDABLE_REQUEST`, stored by another version; `current` null). It stays on the device.
   */
  conflict: { code: string; message: string; current: unknown } | null;
};

/** A write to keep: the request and its target; the queue adds the rest (a given key is kept). */
export type NewQueuedWrite<Request extends OfflineRequest = OfflineRequest> = Request & {
  userId: string;
  target: string;
  idempotencyKey?: string;
  conflict?: QueuedWrite["conflict"];
};

/** The device's line of writes: kept across reloads and closed tabs (IndexedDB), read in order. */
export interface WriteQueue {
  add(write: NewQueuedWrite): Promise<QueuedWrite>;
  /** The user's writes, oldest first. */
  list(userId: string): Promise<QueuedWrite[]>;
  put(write: QueuedWrite): Promise<void>;
  remove(seq: number): Promise<void>;
}

interface QueueSchema extends DBSchema {
  writes: { key: number; value: QueuedWrite; indexes: { byUser: string } };
}

export const WRITE_QUEUE_DATABASE = "prenup-offline-writes";

/** A new idempotency key (random, chosen once per change). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

function completed(write: NewQueuedWrite, seq: number): QueuedWrite {
  return {
    ...write,
    seq,
    idempotencyKey: write.idempotencyKey ?? newIdempotencyKey(),
    queuedAt: new Date().toISOString(),
    attempts: 0,
    conflict: write.conflict ?? null,
  };
}

/** The queue in the browser's IndexedDB (database `prenup-offline-writes`, one store of writes). */
export function createIndexedDbWriteQueue(name: string = WRITE_QUEUE_DATABASE): WriteQueue {
  let database: Promise<IDBPDatabase<QueueSchema>> | null = null;
  const open = () =>
    (database ??= openDB<QueueSchema>(name, 1, {
      upgrade(db) {
        const store = db.createObjectStore("writes", { keyPath: "seq", autoIncrement: true });
        store.createIndex("byUser", "userId");
      },
    }));
  return {
    async add(write) {
      const db = await open();
      const value = completed(write, 0);
      // The store assigns `seq` (keyPath with autoIncrement): the next number in line.
      const { seq: _assigned, ...unnumbered } = value;
      const seq = await db.add("writes", unnumbered as QueuedWrite);
      return { ...value, seq };
    },
    async list(userId) {
      const db = await open();
      const writes = await db.getAllFromIndex("writes", "byUser", userId);
      return writes.sort((a, b) => a.seq - b.seq);
    },
    async put(write) {
      const db = await open();
      await db.put("writes", write);
    },
    async remove(seq) {
      const db = await open();
      await db.delete("writes", seq);
    },
  };
}

/** The same queue in memory, where the browser has no IndexedDB (it lives as long as the page). */
export function createMemoryWriteQueue(): WriteQueue {
  const writes = new Map<number, QueuedWrite>();
  let next = 1;
  return {
    async add(write) {
      const value = completed(write, next++);
      writes.set(value.seq, value);
      return value;
    },
    async list(userId) {
      return [...writes.values()].filter((write) => write.userId === userId).sort((a, b) => a.seq - b.seq);
    },
    async put(write) {
      writes.set(write.seq, write);
    },
    async remove(seq) {
      writes.delete(seq);
    },
  };
}

/** IndexedDB where the browser has it, else memory. */
export function createWriteQueue(): WriteQueue {
  return typeof indexedDB === "undefined" ? createMemoryWriteQueue() : createIndexedDbWriteQueue();
}
