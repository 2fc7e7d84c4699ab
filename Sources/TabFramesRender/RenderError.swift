import CTabFrames

/// A failure inside Cairo, Pango or libpng, naming the operation.
package struct RenderError: Error, CustomStringConvertible, Sendable {
  package var operation: String
  package var reason: String
  package init(_ operation: String, _ reason: String) {
    self.operation = operation
    self.reason = reason
  }
  package var description: String { "\(operation): \(reason)" }

  /// The one place Cairo status codes become Swift errors.
  static func check(_ status: cairo_status_t, _ operation: String) throws(RenderError) {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw RenderError(operation, String(cString: cairo_status_to_string(status)))
  }
}
