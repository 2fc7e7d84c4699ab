import Foundation

extension NotificationCenter {
  /// Combine's `NotificationCenter.Publisher`: the notifications of a name (and object) posted
  /// to a centre, as they are posted, for `onReceive` and `sink`.
  /// `@unchecked Sendable`: every field is immutable; the object is only compared by identity.
  public struct Publisher: Combine.Publisher, @unchecked Sendable {
    public typealias Output = Notification
    public typealias Failure = Never
    public let center: NotificationCenter
    public let name: Notification.Name
    // `@unchecked`: the object is only compared by identity by the centre, never touched.
    public let object: AnyObject?

    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      // `nonisolated(unsafe)`: a notification is delivered on the thread that posts it, as
      // Combine's publisher delivers it; the subject itself does not guard against a post on
      // another thread, and neither does Combine's subscriber. The observer lives as long as the
      // centre: a cancelled subscription's subject simply has no one left to tell.
      nonisolated(unsafe) let subject = PassthroughSubject<Notification, Never>()
      _ = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
      subject.receive(subscriber: subscriber)
    }
  }

  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    Publisher(center: self, name: name, object: object)
  }
}
