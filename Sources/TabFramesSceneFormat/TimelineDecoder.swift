/// Reads `timeline`: a list of events, each an object with exactly one event key.
struct TimelineDecoder {
  let file: String
  let component: Component
  /// The component's kind, for the events it takes; the registry, to name the kinds that do.
  let kind: any SceneKindDescription
  let kinds: SceneKinds

  static let eventKeys = ["hold", "select", "drag", "openMenu", "closeMenu"]

  func timeline(_ json: JSONValue?) throws(SceneError) -> [TimelineEvent] {
    guard let json else { return [] }
    guard case .array(let list) = json else {
      throw SceneError(file: file, path: "timeline", message: "expected an array of events, got \(json.typeName)")
    }
    if list.count > Limits.timelineEvents {
      throw SceneError(file: file, path: "timeline", message: "\(list.count) events; the limit is \(Limits.timelineEvents)")
    }
    var events: [TimelineEvent] = []
    for (i, e) in list.enumerated() {
      events.append(try event(e, path: "timeline[\(i)]"))
    }
    return events
  }

  private func event(_ json: JSONValue, path: String) throws(SceneError) -> TimelineEvent {
    var r = try JSONReader(json, file: file, path: path)
    let present = Self.eventKeys.filter { r.has($0) }
    guard present.count == 1, let key = present.first else {
      throw SceneError(
        file: file, path: path,
        message: present.isEmpty
          ? "an event needs one of \(Self.eventKeys.joined(separator: ", "))"
          : "an event has one kind, got \(present.joined(separator: " and "))")
    }
    let wait = try seconds(&r, "wait")
    let event: TimelineEvent
    switch key {
    case "hold":
      guard let s = try seconds(&r, "hold") else { throw r.error("hold", "missing seconds") }
      if r.has("wait") { throw r.error("wait", "a hold is its own wait") }
      event = .hold(s)
    case "select":
      let item = try ComponentDecoder.itemIndex(r.required("select"), items: component.items, file: file, path: r.child("select"))
      event = .select(item: item, animation: try animation(&r), wait: wait)
    case "drag":
      guard kind.events.contains(.drag) else {
        throw r.error("drag", "only the \(takers(.drag)) can be dragged (this is \(kind.name))")
      }
      event = .drag(try drag(r.required("drag"), path: r.child("drag")), wait: wait)
    case "openMenu", "closeMenu":
      guard kind.events.contains(.menu) else {
        throw r.error(
          key,
          "only the \(takers(.menu)) \(kinds.all.filter { $0.events.contains(.menu) }.count > 1 ? "have" : "has") a menu (this is \(kind.name))"
        )
      }
      guard case .bool(true)? = r.value(key) else { throw r.error(key, "expected true") }
      let a = try animation(&r)
      event = key == "openMenu" ? .openMenu(animation: a, wait: wait) : .closeMenu(animation: a, wait: wait)
    default:
      preconditionFailure("eventKeys lists \(key)")
    }
    try r.finish()
    return event
  }

  /// The kinds that take an event, as errors name them: "fixed bar", "fixed or title bar".
  private func takers(_ event: KindEvent) -> String {
    let names = kinds.all.filter { $0.events.contains(event) }.map(\.name)
    return names.isEmpty ? "bars of other kinds" : names.joined(separator: " or ") + " bar"
  }

  private func seconds(_ r: inout JSONReader, _ key: String) throws(SceneError) -> Double? {
    guard let s = try r.number(key) else { return nil }
    guard Limits.eventSeconds.contains(s) else {
      throw r.error(key, "must be from 0 to \(JSONReader.format(Limits.eventSeconds.upperBound)) seconds, got \(JSONReader.format(s))")
    }
    return s
  }

  private func animation(_ r: inout JSONReader) throws(SceneError) -> AnimationSpec? {
    guard let v = r.value("animation") else { return nil }
    return try AnimationDecoder(file: file).animation(v, path: r.child("animation"))
  }

  private func drag(_ json: JSONValue, path: String) throws(SceneError) -> Drag {
    var r = try JSONReader(json, file: file, path: path)
    guard let to = r.value("to") else { throw r.error("to", "missing: a column (number) or {\"points\": x}") }
    let target: Drag.Target
    let columns = Double(component.items.count)
    switch to {
    case .number(let c):
      guard (-1...columns).contains(c) else {
        throw r.error("to", "column \(JSONReader.format(c)) is off the bar (-1 to \(JSONReader.format(columns)))")
      }
      target = .column(c)
    case .object:
      var p = try JSONReader(to, file: file, path: r.child("to"))
      guard let pts = try p.number("points") else { throw p.error("points", "missing") }
      guard (-Limits.canvasPoints...Limits.canvasPoints).contains(pts) else { throw p.error("points", "out of range") }
      try p.finish()
      target = .points(pts)
    default:
      throw r.error("to", "expected a column number or {\"points\": x}, got \(to.typeName)")
    }
    let duration = try r.number("duration", in: Limits.eventSeconds, default: 0.5)
    var curve = AnimationSpec.linear(duration: duration)
    if let c = r.value("curve") {
      curve = try AnimationDecoder(file: file).animation(c, path: r.child("curve"))
      switch curve {
      case .linear, .easeIn, .easeOut, .easeInOut: break
      default: throw r.error("curve", "a drag moves along linear, easeIn, easeOut or easeInOut")
      }
    }
    try r.finish()
    return Drag(to: target, duration: duration, curve: curve)
  }
}

/// Reads an animation name or object.
struct AnimationDecoder {
  let file: String
  static let names = [
    "default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "smooth", "snappy", "bouncy",
    "interactiveSpring", "none",
  ]

  func animation(_ json: JSONValue, path: String) throws(SceneError) -> AnimationSpec {
    switch json {
    case .string(let name):
      guard let a = Self.named(name, duration: nil) else {
        throw SceneError(
          file: file, path: path, message: "unknown animation \"\(name)\", expected one of \(Self.names.joined(separator: ", "))")
      }
      return a
    case .object(let members):
      guard members.count == 1, let (name, value) = members.first.map({ ($0.key, $0.value) }) else {
        throw SceneError(file: file, path: path, message: "an animation object has one key, its name (e.g. {\"easeInOut\": 0.5})")
      }
      let sub = "\(path).\(name)"
      switch name {
      case "linear", "easeIn", "easeOut", "easeInOut":
        var duration: Double
        if case .number(let d) = value {
          duration = d
        } else {
          var r = try JSONReader(value, file: file, path: sub)
          duration = try r.number("duration") ?? AnimationSpec.standardCurveDuration
          try r.finish()
        }
        guard duration > 0, duration <= Limits.eventSeconds.upperBound else {
          throw SceneError(
            file: file, path: sub, message: "duration must be greater than 0 and at most 60 s, got \(JSONReader.format(duration))")
        }
        switch name {
        case "linear": return .linear(duration: duration)
        case "easeIn": return .easeIn(duration: duration)
        case "easeOut": return .easeOut(duration: duration)
        default: return .easeInOut(duration: duration)
        }
      case "spring":
        var r = try JSONReader(value, file: file, path: sub)
        let response = try r.number("response").map { (v: Double) throws(SceneError) -> Double in
          guard v > 0, v <= 10 else { throw r.error("response", "must be greater than 0 and at most 10, got \(JSONReader.format(v))") }
          return v
        }
        let damping = try r.number("dampingFraction").map { (v: Double) throws(SceneError) -> Double in
          guard v > 0, v <= 10 else {
            throw r.error("dampingFraction", "must be greater than 0 and at most 10, got \(JSONReader.format(v))")
          }
          return v
        }
        let blend = try r.number("blendDuration").map { (v: Double) throws(SceneError) -> Double in
          guard v >= 0, v <= 10 else { throw r.error("blendDuration", "must be from 0 to 10, got \(JSONReader.format(v))") }
          return v
        }
        try r.finish()
        return .spring(response: response, dampingFraction: damping, blendDuration: blend)
      case "smooth", "snappy", "bouncy":
        var r = try JSONReader(value, file: file, path: sub)
        let duration = try r.number("duration", in: 0.05...10, default: 0.5)
        let extra = try r.number("extraBounce", in: -1...1, default: 0)
        // SwiftUI adds extraBounce to the preset's own bounce (0, 0.15, 0.3). A bounce of 1 is an
        // undamped spring that never settles and -1 an infinitely damped one that never arrives;
        // keep the sum strictly inside, where the spring settles in a bounded time.
        let base: Double = name == "smooth" ? 0 : name == "snappy" ? 0.15 : 0.3
        let bounce = base + extra
        guard bounce > -0.95, bounce < 0.95 else {
          throw r.error(
            "extraBounce",
            "\(name)'s bounce is \(JSONReader.format(base)) + extraBounce and must stay between -0.95 and 0.95, so extraBounce must be from \(JSONReader.format(-0.95 - base)) to \(JSONReader.format(0.95 - base)) (exclusive), got \(JSONReader.format(extra))"
          )
        }
        try r.finish()
        switch name {
        case "smooth": return .smooth(duration: duration, extraBounce: extra)
        case "snappy": return .snappy(duration: duration, extraBounce: extra)
        default: return .bouncy(duration: duration, extraBounce: extra)
        }
      case "default", "interactiveSpring", "none":
        throw SceneError(
          file: file, path: sub, message: "\(name) takes no parameters; write it as the string \"\(name)\" (or use {\"spring\": {…}})")
      default:
        throw SceneError(
          file: file, path: path, message: "unknown animation \"\(name)\", expected one of \(Self.names.joined(separator: ", "))")
      }
    default:
      throw SceneError(file: file, path: path, message: "expected an animation name or object, got \(json.typeName)")
    }
  }

  static func named(_ name: String, duration: Double?) -> AnimationSpec? {
    let d = duration ?? AnimationSpec.standardCurveDuration
    switch name {
    case "default": return .default
    case "linear": return .linear(duration: d)
    case "easeIn": return .easeIn(duration: d)
    case "easeOut": return .easeOut(duration: d)
    case "easeInOut": return .easeInOut(duration: d)
    case "spring": return .spring(response: nil, dampingFraction: nil, blendDuration: nil)
    case "smooth": return .smooth(duration: 0.5, extraBounce: 0)
    case "snappy": return .snappy(duration: 0.5, extraBounce: 0)
    case "bouncy": return .bouncy(duration: 0.5, extraBounce: 0)
    case "interactiveSpring": return .interactiveSpring
    case "none": return AnimationSpec.none
    default: return nil
    }
  }
}
