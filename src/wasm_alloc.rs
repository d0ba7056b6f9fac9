//! The WebAssembly module's allocator: power-of-two size classes with one free list each, carved
//! from pages taken with `memory.grow`. About a tenth of the size of the default (dlmalloc), which
//! was the largest single piece of the module.
//!
//! The engine allocates few, small, short-lived blocks (JSON text, move lists, history), mostly of
//! the same few sizes, so exact-fit reuse is enough: a freed block goes back to its class and the
//! next request of that class takes it, and memory stops growing once every size in use has been
//! seen. Blocks are never split or merged; the cost is at most half of each block unused.
//! WebAssembly here is single-threaded, so the state needs no lock.

// Lint note: `free[c]` is indexed only with a class `c` that `class()` returned, and it returns
// only classes below CLASSES, the length of `free`.
#![allow(clippy::indexing_slicing)]

use core::alloc::{GlobalAlloc, Layout};
use core::cell::UnsafeCell;

const PAGE: usize = 65536;
/// Classes 0..CLASSES hold blocks of 8 << class bytes (8 B up to 2 GiB).
const CLASSES: usize = 29;

struct State {
    free: [usize; CLASSES],
    next: usize,
    end: usize,
}

pub struct Allocator {
    state: UnsafeCell<State>,
}

// SAFETY: wasm32-unknown-unknown without threads: one thread ever touches the allocator.
unsafe impl Sync for Allocator {}

impl Allocator {
    pub const fn new() -> Self {
        Allocator {
            state: UnsafeCell::new(State {
                free: [0; CLASSES],
                next: 0,
                end: 0,
            }),
        }
    }
}

/// The class of a layout: the smallest power of two >= size and align, at least 8.
fn class(layout: &Layout) -> Option<usize> {
    let size = layout.size().max(layout.align()).max(8);
    let c = size.next_power_of_two().trailing_zeros() as usize - 3;
    (c < CLASSES).then_some(c)
}

impl State {
    /// A fresh block from the bump region, growing memory when needed; 0 when memory is full.
    fn carve(&mut self, block: usize, align: usize) -> usize {
        let align = align.max(8);
        let fits = self
            .next
            .checked_add(align - 1)
            .map(|a| a & !(align - 1))
            .and_then(|start| Some((start, start.checked_add(block)?)));
        if let Some((start, stop)) = fits {
            if stop <= self.end {
                self.next = stop;
                return start;
            }
        }
        let Some(pages) = block.checked_add(align).map(|b| b.div_ceil(PAGE)) else {
            return 0;
        };
        let old = core::arch::wasm32::memory_grow(0, pages);
        if old == usize::MAX {
            return 0;
        }
        let base = old * PAGE;
        if base != self.end {
            self.next = base;
        }
        self.end = base + pages * PAGE;
        let start = (self.next + align - 1) & !(align - 1);
        self.next = start + block;
        start
    }
}

unsafe impl GlobalAlloc for Allocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(c) = class(&layout) else {
            return core::ptr::null_mut();
        };
        // SAFETY: single-threaded (see `Sync`), and no reentrancy: nothing here allocates.
        let s = unsafe { &mut *self.state.get() };
        let head = s.free[c];
        if head != 0 && head % layout.align() == 0 {
            // SAFETY: `head` is a freed block of this class; its first word holds the next one.
            s.free[c] = unsafe { *(head as *const usize) };
            return head as *mut u8;
        }
        s.carve(8 << c, layout.align()) as *mut u8
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if let Some(c) = class(&layout) {
            // SAFETY: as in `alloc`; `ptr` came from `alloc` with this layout, so its block has
            // at least 8 bytes, room for the link.
            let s = unsafe { &mut *self.state.get() };
            unsafe { *(ptr as *mut usize) = s.free[c] };
            s.free[c] = ptr as usize;
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let Ok(new_layout) = Layout::from_size_align(new_size, layout.align()) else {
            return core::ptr::null_mut();
        };
        if class(&layout) == class(&new_layout) {
            return ptr;
        }
        // SAFETY: the contract of `GlobalAlloc::realloc`, as in the default implementation.
        unsafe {
            let new = self.alloc(new_layout);
            if !new.is_null() {
                core::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
            new
        }
    }
}
