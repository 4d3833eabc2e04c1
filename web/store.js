/**
 * The flash sectors the firmware wrote (the NVM sector: the saved game,
 * high scores, statistics, settings; the drive's), kept in the browser's
 * IndexedDB, so that a reload or a later visit powers the board on over
 * the same flash. One record per 4 KB sector, keyed by its flash offset,
 * and one "meta" record: the release whose drive the sectors belong to.
 */
const DB = 'pocket-yahtzee';
const STORE = 'flash';

let opened = null;

function request(r) {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

function open() {
  if (!opened) {
    const r = indexedDB.open(DB, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(STORE);
    opened = request(r);
  }
  return opened;
}

async function transaction(mode, work) {
  const db = await open();
  const tx = db.transaction(STORE, mode);
  const out = work(tx.objectStore(STORE));
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error || new Error('IndexedDB transaction aborted'));
  });
  return out;
}

/** {meta, sectors: Map(offset -> Uint8Array)} of what was kept. */
export async function load() {
  const sectors = new Map();
  let meta = null;
  await transaction('readonly', (s) => {
    const r = s.openCursor();
    r.onsuccess = () => {
      const c = r.result;
      if (!c) return;
      if (c.key === 'meta') meta = c.value;
      else sectors.set(c.key, new Uint8Array(c.value));
      c.continue();
    };
  });
  return { meta, sectors };
}

/** Keep `sectors` ([offset, bytes] pairs) and `meta`, all or nothing. */
export function save(meta, sectors) {
  return transaction('readwrite', (s) => {
    s.put(meta, 'meta');
    for (const [offset, bytes] of sectors) s.put(bytes.slice().buffer, offset);
  });
}

/** Forget the sectors at `offsets`. */
export function remove(offsets) {
  return transaction('readwrite', (s) => {
    for (const offset of offsets) s.delete(offset);
  });
}

/** Forget every sector kept: the next power-on is a fresh board's. */
export function clear() {
  return transaction('readwrite', (s) => s.clear());
}
