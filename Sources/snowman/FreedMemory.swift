import CMalloc

/// Memory the window freed, handed back to the system when something big has gone: an export's frames and encoder
/// buffers (freed on its threads, into their malloc arenas), and a picture the stage no longer shows. glibc keeps
/// both otherwise: it raises its mmap threshold to the largest block freed, so a 2048-px picture's 16 MB comes
/// from the heap the next time and stays there when freed (leaving the Crossfade kept 16 MB, then 32; an export
/// at 1080p kept 26 MB).
enum FreedMemory {
  static func giveBack() { _ = malloc_trim(0) }
}
