import CTabFrames
import Synchronization

/// Asset images as Cairo surfaces, each PNG decoded once a process and shared by the frames
/// drawn on every thread (a surface used only as a source is read, never written).
enum ImageSurfaces {
  static func surface(_ path: String) -> OpaquePointer? {
    surfaces.withLock { surfaces in
      if let cached = surfaces[path] { return cached.pointer }
      let made = cairo_image_surface_create_from_png(path)
      let surface = made.flatMap { cairo_surface_status($0) == CAIRO_STATUS_SUCCESS ? $0 : nil }
      if surface == nil, let made { cairo_surface_destroy(made) }
      surfaces[path] = Held(pointer: surface)
      return surface
    }
  }

  /// A surface pointer, which lives as long as the process; `@unchecked`: only read once made.
  private struct Held: @unchecked Sendable { let pointer: OpaquePointer? }
  private static let surfaces = Mutex<[String: Held]>([:])
}
