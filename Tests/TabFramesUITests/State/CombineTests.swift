import Combine
import Foundation
import Testing

/// The Combine module: what a view model written for Apple's Combine does with it.
private final class Model: ObservableObject {
  @Published var count = 0
  @Published var title = "Home"
}

/// `@Published` announces through `objectWillChange` before the property holds the new value,
/// as Combine's does (a subscriber reading the object then sees the old one).
@Test func publishedAnnouncesBeforeTheChange() {
  let model = Model()
  var seen: [Int] = []
  let c = model.objectWillChange.sink { seen.append(model.count) }
  model.count = 1
  model.count = 2
  #expect(seen == [0, 1])
  c.cancel()
  model.count = 3
  #expect(seen == [0, 1], "a cancelled subscription hears nothing")
}

/// `$property` publishes the current value to a new subscriber, then each new value.
@Test func aPublishedPropertysPublisher() {
  let model = Model()
  model.title = "Inbox"
  var titles: [String] = []
  var subscriptions = Set<AnyCancellable>()
  model.$title.sink { titles.append($0) }.store(in: &subscriptions)
  model.title = "Drafts"
  model.title = "Drafts"
  #expect(titles == ["Inbox", "Drafts", "Drafts"])
  var distinct: [String] = []
  model.$title.removeDuplicates().sink { distinct.append($0) }.store(in: &subscriptions)
  model.title = "Drafts"
  model.title = "Archive"
  #expect(distinct == ["Drafts", "Archive"])
}

/// A form's validation as view models write it: `$username.dropFirst()` skips the value the
/// property holds when subscribed, then each change; `drop(while:)` and `scan` as Combine's. It
/// did not compile ("referencing instance method 'dropFirst' requires wrapped value of type
/// 'String'", misleading: the operator was missing).
@Test func dropFirstDropWhileAndScan() {
  let model = Model()
  var subscriptions = Set<AnyCancellable>()
  var edits: [String] = []
  model.$title.dropFirst().removeDuplicates().sink { edits.append($0) }.store(in: &subscriptions)
  model.title = "Inbox"
  model.title = "Inbox"
  model.title = "Sent"
  #expect(edits == ["Inbox", "Sent"], "not the first value, Home")
  let subject = PassthroughSubject<Int, Never>()
  var late: [Int] = []
  var sums: [Int] = []
  var twice: [Int] = []
  subject.drop(while: { $0 < 3 }).sink { late.append($0) }.store(in: &subscriptions)
  subject.scan(0, +).sink { sums.append($0) }.store(in: &subscriptions)
  subject.dropFirst(2).sink { twice.append($0) }.store(in: &subscriptions)
  for n in [1, 2, 3, 1, 4] { subject.send(n) }
  #expect(late == [3, 1, 4], "dropping stops at the first value that fails, for good")
  #expect(sums == [1, 3, 6, 7, 11])
  #expect(twice == [3, 1, 4])
}

/// Subjects deliver in order to the subscribers there at the time, and nothing after completing.
@Test func subjectsDeliverInOrderUntilTheyComplete() {
  let subject = PassthroughSubject<Int, Never>()
  subject.send(0)  // nobody is subscribed yet: lost, as in Combine
  var values: [Int] = []
  var completions = 0
  let c = subject.map { $0 * 10 }.filter { $0 != 20 }.sink(
    receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
  subject.send(1)
  subject.send(2)
  subject.send(3)
  subject.send(completion: .finished)
  subject.send(4)
  #expect(values == [10, 30])
  #expect(completions == 1)
  _ = c

  let current = CurrentValueSubject<String, Never>("a")
  var letters: [String] = []
  let d = current.sink { letters.append($0) }
  current.value = "b"
  current.send("c")
  #expect(letters == ["a", "b", "c"])
  #expect(current.value == "c")
  d.cancel()
}

/// `Just` sends its value and finishes; `Empty` only finishes; a type-erased publisher passes both on.
@Test func justAndEmpty() {
  var got: [Int] = []
  var finished = 0
  _ = Just(7).eraseToAnyPublisher().sink(
    receiveCompletion: { if case .finished = $0 { finished += 1 } }, receiveValue: { got.append($0) })
  _ = Empty<Int, Never>().sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { got.append($0) })
  #expect(got == [7])
  #expect(finished == 2)
}

/// An `AnyCancellable` released cancels its subscription, as Combine's does on `deinit`.
@Test func aReleasedCancellableCancels() {
  let subject = PassthroughSubject<Int, Never>()
  var values: [Int] = []
  var held: AnyCancellable? = subject.sink { values.append($0) }
  subject.send(1)
  held = nil
  subject.send(2)
  #expect(values == [1])
  #expect(held == nil)
}

/// A subscriber that asks for a limited number of values gets no more than it asked for.
@Test func demandIsRespected() {
  final class TakeTwo: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    var values: [Int] = []
    func receive(subscription: any Subscription) { subscription.request(.max(2)) }
    func receive(_ input: Int) -> Subscribers.Demand {
      values.append(input)
      return .none
    }
    func receive(completion: Subscribers.Completion<Never>) {}
  }
  let subject = PassthroughSubject<Int, Never>()
  let subscriber = TakeTwo()
  subject.subscribe(subscriber)
  for i in 1...4 { subject.send(i) }
  #expect(subscriber.values == [1, 2])
  #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
  #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
  #expect(Subscribers.Demand.max(1) < .unlimited)
}

/// `assign(to: &$property)` republishes a publisher's values through a `@Published` property, and
/// an object with its own `objectWillChange` announces changes itself.
@Test func assignToAPublishedProperty() {
  let model = Model()
  let source = PassthroughSubject<Int, Never>()
  source.assign(to: &model.$count)
  // The property learns its object at the first access through it (a view reads it to draw it);
  // from then on what the publisher assigns is announced by the object.
  #expect(model.count == 0)
  var announced = 0
  let c = model.objectWillChange.sink { announced += 1 }
  source.send(5)
  #expect(model.count == 5)
  #expect(announced == 1)
  c.cancel()

  final class Custom: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var value = 0 {
      willSet { objectWillChange.send() }
    }
  }
  let custom = Custom()
  var heard = 0
  let d = custom.objectWillChange.sink { heard += 1 }
  custom.value = 1
  #expect(heard == 1)
  d.cancel()
}

/// Outside a stage, `Timer.publish` ticks on the run loop it is given, once connected; the
/// connection's `cancel` stops it, and connecting again while connected returns that connection.
@Test func aTimerPublisherTicksOnItsRunLoopUntilCancelled() {
  let timer = Timer.publish(every: 0.02, on: .current, in: .default)
  var ticks: [Date] = []
  let subscription = timer.sink { ticks.append($0) }
  RunLoop.current.run(until: Date().addingTimeInterval(0.1))
  #expect(ticks.isEmpty, "nothing before it is connected")
  let connection = timer.connect()
  RunLoop.current.run(until: Date().addingTimeInterval(0.2))
  let counted = ticks.count
  #expect(counted >= 3, "\(counted) ticks in 0.2 s")
  timer.connect().cancel()
  RunLoop.current.run(until: Date().addingTimeInterval(0.1))
  #expect(ticks.count == counted, "stopped")
  _ = (subscription, connection)
}

/// `merge(with:)`, as a tab bar that hides with the keyboard writes it: the values of both
/// publishers as each sends them, finished when both have finished. It did not compile.
@Test func mergeSendsTheValuesOfBothAsTheyCome() {
  let shown = PassthroughSubject<Bool, Never>()
  let hidden = PassthroughSubject<Bool, Never>()
  var visible: [Bool] = []
  var done = false
  let subscription = shown.map { _ in false }.merge(with: hidden.map { _ in true })
    .sink(receiveCompletion: { _ in done = true }, receiveValue: { visible.append($0) })
  shown.send(true)
  hidden.send(true)
  shown.send(true)
  #expect(visible == [false, true, false])
  shown.send(completion: .finished)
  #expect(!done, "one is still going")
  hidden.send(false)
  hidden.send(completion: .finished)
  #expect(visible == [false, true, false, true] && done)
  subscription.cancel()
}
