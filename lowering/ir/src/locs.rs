//! Storage for the `file:line:col` locations a parse creates: one per op and block
//! argument, never looked up again by value, and made by several threads at once.
//!
//! The general attribute table hands out ids one at a time from a shared counter, which
//! parallel parsing threads would fight over for every op. Here each thread claims a chunk
//! of ids at a time and fills it alone; only claiming a chunk is shared. Ids carry
//! [`LOC_BIT`] so `Context::attr_data` knows which table to read.

use std::cell::{Cell, UnsafeCell};
use std::mem::MaybeUninit;

use crate::attrs::{AttrData, Location};
use crate::handles::Ident;

/// Set in the id of every attribute stored here.
pub const LOC_BIT: u32 = 1 << 31;

/// Locations per chunk: small enough that the unused tail a thread leaves behind is cheap,
/// large enough that claiming chunks is rare.
const CHUNK: u32 = 1024;

/// One chunk's slots. Each is written once, by the thread that claimed the chunk, before
/// its id is handed out.
struct Chunk(Box<[UnsafeCell<MaybeUninit<AttrData>>]>);

// SAFETY: a slot is written only by the thread owning its chunk, before its id exists
// anywhere else; other threads learn an id only through synchronization (locks, rayon
// joins) that orders the write before their reads, and slots are never written again.
unsafe impl Sync for Chunk {}
unsafe impl Send for Chunk {}

pub struct LocArena {
    chunks: append_only_vec::AppendOnlyVec<Chunk>,
    /// Distinguishes this arena in the per-thread cursors (see `Context::id`).
    owner: u64,
}

thread_local! {
    /// The chunk this thread is filling: (arena owner, next id, end id).
    static CURSOR: Cell<(u64, u32, u32)> = const { Cell::new((u64::MAX, 0, 0)) };
}

impl LocArena {
    pub fn new(owner: u64) -> Self {
        LocArena { chunks: append_only_vec::AppendOnlyVec::new(), owner }
    }

    /// Stores a `file:line:col` location; returns its id (with [`LOC_BIT`] set).
    pub fn push(&self, file: Ident, line: u32, col: u32) -> u32 {
        let (owner, mut next, mut end) = CURSOR.with(Cell::get);
        if owner != self.owner || next == end {
            let slots = (0..CHUNK).map(|_| UnsafeCell::new(MaybeUninit::uninit())).collect();
            let c = self.chunks.push(Chunk(slots)) as u32;
            assert!(c < (LOC_BIT / CHUNK) - 1, "too many locations");
            next = c * CHUNK;
            end = next + CHUNK;
        }
        let chunk = &self.chunks[(next / CHUNK) as usize];
        let slot = chunk.0[(next % CHUNK) as usize].get();
        // SAFETY: this thread owns the chunk and `next` has not been handed out yet.
        unsafe { (*slot).write(AttrData::Location(Location::FileLineCol { file, line, col })) };
        CURSOR.with(|c| c.set((self.owner, next + 1, end)));
        next | LOC_BIT
    }

    /// The location stored under `id` (as returned by `push`).
    pub fn get(&self, id: u32) -> &AttrData {
        let i = id & !LOC_BIT;
        let slot = self.chunks[(i / CHUNK) as usize].0[(i % CHUNK) as usize].get();
        // SAFETY: ids are only made by `push`, which initialized the slot before returning
        // it; see `Chunk`.
        unsafe { (*slot).assume_init_ref() }
    }
}

// The slots hold only `FileLineCol` locations, which own no memory: chunks are freed
// without dropping them (uninitialized tails included).

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_across_threads_and_chunks() {
        let arena = LocArena::new(7);
        let file = Ident(3);
        let ids: Vec<Vec<u32>> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..3)
                .map(|t| {
                    let arena = &arena;
                    s.spawn(move || (0..3000).map(|i| arena.push(file, t, i)).collect::<Vec<u32>>())
                })
                .collect();
            hs.into_iter().map(|h| h.join().expect("thread")).collect()
        });
        for (t, list) in ids.iter().enumerate() {
            for (i, &id) in list.iter().enumerate() {
                assert_ne!(id & LOC_BIT, 0);
                match arena.get(id) {
                    AttrData::Location(Location::FileLineCol { line, col, .. }) => {
                        assert_eq!((*line, *col), (t as u32, i as u32));
                    }
                    other => panic!("unexpected {other:?}"),
                }
            }
        }
    }
}
