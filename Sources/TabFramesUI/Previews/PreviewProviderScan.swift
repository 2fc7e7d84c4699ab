import Foundation

// How `PreviewProvider`s are found with no list kept by hand. Every conformance a binary declares
// is a record in its `swift5_protocol_conformances` section (the runtime reads the same records
// for `as?` casts). A record points at the protocol's descriptor and at the conforming type's
// descriptor; the scan keeps those whose protocol is TabFramesUI's `PreviewProvider`, asks each
// non-generic type's metadata accessor for the type, and casts it back to the protocol. Private
// providers are found too: no code has to name them. docs/PREVIEWS.md says more.

/// A `PreviewProvider` type found in a loaded module.
/// `@unchecked Sendable`: a metatype is immutable and safe to share; `any P.Type` is not declared
/// Sendable.
public struct PreviewProviderType: @unchecked Sendable {
  /// The module it is declared in.
  public let moduleName: String
  /// Its name, with the names of the types it is nested in (`Outer.Inner_Previews`).
  public let typeName: String
  public let type: any PreviewProvider.Type
}

extension PreviewRegistry {
  /// Every `PreviewProvider` of the loaded images (of `module` alone, when given), ordered by
  /// module and type name.
  public static func providers(inModule module: String? = nil) -> [PreviewProviderType] {
    var found: [PreviewProviderType] = []
    for section in metadataSections(range: 1) {
      guard let base = section.baseAddress else { continue }
      let count = section.count / MemoryLayout<Int32>.stride
      for k in 0..<count {
        let entry = base.advanced(by: k * MemoryLayout<Int32>.stride)
        guard let conformance = ConformanceRecord(at: relative(entry)),
          let provider = conformance.previewProvider(),
          module == nil || provider.moduleName == module
        else { continue }
        found.append(provider)
      }
    }
    return found.sorted { ($0.moduleName, $0.typeName) < ($1.moduleName, $1.typeName) }
  }
}

/// The address a 32-bit relative pointer at `field` points to (the field's own address plus its
/// value); nil for zero.
private func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
  let offset = field.loadUnaligned(as: Int32.self)
  return offset == 0 ? nil : field.advanced(by: Int(offset))
}

/// A relative pointer whose low bit says the target is reached through one more pointer (a
/// reference to another image's descriptor goes through a slot the loader fills in).
private func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
  let offset = field.loadUnaligned(as: Int32.self)
  guard offset != 0 else { return nil }
  let target = field.advanced(by: Int(offset & ~1))
  return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
}

/// A context descriptor: a module, type, protocol or extension, with its parent and name.
private struct ContextDescriptor {
  let address: UnsafeRawPointer
  var flags: UInt32 { address.loadUnaligned(as: UInt32.self) }
  /// 0 module, 1 extension, 2 anonymous, 3 protocol, 16 class, 17 struct, 18 enum.
  var kind: UInt32 { flags & 0x1F }
  var isGeneric: Bool { flags & 0x80 != 0 }
  var parent: ContextDescriptor? { indirectable(address + 4).map(ContextDescriptor.init) }
  /// Modules, protocols and types have a name after the parent; extensions and anonymous
  /// contexts do not.
  var name: String? {
    guard [0, 3, 16, 17, 18].contains(kind), let text = relative(address + 8) else { return nil }
    return String(cString: text.assumingMemoryBound(to: CChar.self))
  }
  var module: ContextDescriptor? {
    var current: ContextDescriptor? = self
    while let context = current, context.kind != 0 { current = context.parent }
    return current
  }
}

/// A protocol conformance descriptor: protocol, type reference, witness table, flags.
private struct ConformanceRecord {
  let address: UnsafeRawPointer
  init?(at address: UnsafeRawPointer?) {
    guard let address else { return nil }
    self.address = address
  }

  func previewProvider() -> PreviewProviderType? {
    guard let proto = indirectable(address).map(ContextDescriptor.init), proto.kind == 3, proto.name == "PreviewProvider",
      proto.module?.name == "TabFramesUI", let type = typeDescriptor(), [16, 17, 18].contains(type.kind),
      let metatype = metatype(of: type), let provider = metatype as? any PreviewProvider.Type,
      let module = type.module?.name
    else { return nil }
    // The names of the types it is nested in; a type in a generic context has no single type.
    var names: [String] = []
    var current: ContextDescriptor? = type
    while let context = current, context.kind != 0 {
      if context.isGeneric { return nil }
      if let name = context.name, context.kind != 3 { names.insert(name, at: 0) }
      current = context.parent
    }
    return PreviewProviderType(moduleName: module, typeName: names.joined(separator: "."), type: provider)
  }

  /// The conforming type's descriptor: the flags' bits 3–5 say how it is referenced (0 directly,
  /// 1 through a pointer; 2 and 3 are Objective-C classes, which Linux has none of).
  private func typeDescriptor() -> ContextDescriptor? {
    let flags = (address + 12).loadUnaligned(as: UInt32.self)
    switch (flags >> 3) & 0x7 {
    case 0: return relative(address + 4).map(ContextDescriptor.init)
    case 1: return relative(address + 4).flatMap { $0.load(as: UnsafeRawPointer?.self) }.map(ContextDescriptor.init)
    default: return nil
    }
  }

  /// A non-generic type's metadata, from its accessor (the field after its name). The accessor
  /// takes a metadata request (0: complete) and returns the metadata in the first return
  /// register, which the C calling convention reads as it is.
  private func metatype(of type: ContextDescriptor) -> Any.Type? {
    guard !type.isGeneric, let accessor = relative(type.address + 12) else { return nil }
    typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
    let call = unsafeBitCast(accessor, to: Accessor.self)
    guard let metadata = call(0) else { return nil }
    return unsafeBitCast(metadata, to: Any.Type.self)
  }
}
