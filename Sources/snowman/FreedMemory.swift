import CMalloc

/// Memory the window freed, handed back to the system when something big has gone: an export's frames and encoder
/// buffers (freed on its threads, into their malloc arenas), and a picture the stage no longer shows. glibc keeps
/// both otherwise: it raises its mmap threshold to the largest block freed, so a 2048-px picture's 16 MB comes
/// from the heap the next time and stays there when freed (leaving the Crossfade kept 16 MB, then 32; an export
/// at 1080p kept 26 MB).
enum FreedMemory {
  static func giveBack() { _ = malloc_trim(0) }

  /// Every thread of the window allocates from one malloc arena: a thread's own arena keeps what it freed (the
  /// start's font lookup and picture decoding, on threads of their own) for that thread alone, about half a
  /// megabyte the window held for nothing (peak RSS playing 39.1-39.7 MB with one, 40.1-40.5 with one a thread,
  /// alternating). Exports in the window take no measurable time more: their sampler allocates nothing.
  static func shareOneArena() { _ = mallopt(M_ARENA_MAX, 1) }
}
