import CTabFrames

/// How the `tabframes` process asks glibc's allocator to treat memory, and GLib its fatal errors.
package enum MemoryTuning {
  /// Keeps freed memory for reuse instead of handing it back to the kernel after every frame.
  ///
  /// Every frame allocates and frees a few hundred KiB (zlib's state, libpng's buffers, packed
  /// rows). With glibc's defaults the heap is trimmed after each frame and the next frame takes
  /// fresh pages, which the kernel must zero: W1's PNG frames made 4 300 page faults instead of
  /// 1 500, its strip 24 900 instead of 1 600 (docs/PERFORMANCE.md). Memory still peaks at what
  /// the frames in flight need, however long the animation, since each frame reuses what the one
  /// before it freed; each thread's heap keeps its high-water mark until the process exits (after a
  /// large scene, while a smaller one renders), which suits a command that renders and exits.
  /// Call once, at start, before any thread is made.
  package static func keepFreedMemoryForReuse() {
    mallopt(M_TRIM_THRESHOLD, 64 << 20)
    mallopt(M_MMAP_THRESHOLD, 32 << 20)
  }

  /// One heap for every thread: each thread's own reserves 64 MB of address space, which under
  /// an address-space limit (`ulimit -v`) is most of it. Call before any thread is made.
  package static func useOneHeap() {
    mallopt(M_ARENA_MAX, 1)
  }

  /// GLib's fatal errors (g_error: a thread it cannot make, memory it cannot get) call `handler`
  /// before GLib prints them and aborts; when it returns, GLib goes on. Call once, at start.
  package static func routeFatalGlibErrors(to handler: @convention(c) () -> Void) {
    tf_route_fatal_glib_errors(handler)
  }
}
