import Combine
import Foundation
import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// Combine's schedulers and the operators that use them (Sources/Combine/Scheduler.swift,
// SchedulingOperators.swift): on a stage, the main queue and the main run loop run on the
// stage's clock; `combineLatest` pairs the latest values.

private func texts(_ frame: Frame) -> [String] {
  frame.displayList.elements.compactMap { if case .text(let run) = $0.content { run.string } else { nil } }
}

/// A search field's model as apps write one: the query debounced by 0.3 s.
private final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published var results: [String] = []
  var deliveries = 0
  private var cancellables = Set<AnyCancellable>()
  init() {
    $query
      .dropFirstEmpty()
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .removeDuplicates()
      .sink { [weak self] q in
        self?.deliveries += 1
        self?.results = [q]
      }
      .store(in: &cancellables)
  }
}

extension Publisher where Output == String {
  /// The initial empty query left out.
  fileprivate func dropFirstEmpty() -> Publishers.Transform<Self, String> { filter { !$0.isEmpty } }
}

private struct Search: View {
  @StateObject var model: SearchModel
  var body: some View {
    VStack {
      Button("Type") { model.query += "a" }
      Text(model.results.first ?? "no results")
    }
  }
}

/// Three keystrokes 0.1 s apart: one delivery, of the last query, 0.3 s after it.
@Test @MainActor func debounceDeliversTheLastValueAfterTheIntervalOnTheStagesClock() throws {
  let model = SearchModel()
  let started = Date()
  // Taps that lift as they land: a held button's fade back would outlast the delivery.
  var stage = Stage(name: "search", width: 200, height: 100) { Search(model: model) }
  stage.tapHold = 0
  let frames = try stage.play([.tap("Type", wait: 0.1), .tap("Type", wait: 0.1), .tap("Type")]).frames
  // The last tap at 0.2 s: its query is delivered at 0.5 s (frame 30), nothing before.
  #expect(texts(frames[29]).contains("no results"), "\(texts(frames[29]))")
  #expect(texts(frames[30]).contains("aaa"), "\(texts(frames[30]))")
  #expect(model.deliveries == 1)
  #expect(abs((frames.last?.time ?? 0) - 0.5) < 1e-9, "the play lasts until the debounced value has come")
  #expect(Date().timeIntervalSince(started) < 5, "no waiting on the wall clock")
}

/// `receive(on: DispatchQueue.main)` delivers on the run loop's next turn: the frame after.
@Test @MainActor func receiveOnTheMainQueueDeliversOnTheNextTurn() throws {
  final class Clock: ObservableObject {
    let tick = CurrentValueSubject<Int, Never>(5)
  }
  struct Ticker: View {
    @StateObject private var clock = Clock()
    @State private var n = 0
    var body: some View { Text("\(n)").onReceive(clock.tick.receive(on: DispatchQueue.main)) { n = $0 } }
  }
  let frames = try Stage(name: "receive", width: 100, height: 40) { Ticker() }.play([]).frames
  #expect(texts(frames[0]) == ["0"])
  #expect(frames.count == 2 && texts(frames[1]) == ["5"], "\(frames.map(texts))")

  // Outside a stage, the immediate scheduler delivers at once; the strides are Combine's.
  var got: [Int] = []
  let c = Just(1).receive(on: ImmediateScheduler.shared).sink { got.append($0) }
  #expect(got == [1])
  c.cancel()
  #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(300).magnitude == 0.3)
  #expect(DispatchQueue.SchedulerTimeType.Stride.milliseconds(300).magnitude == 300_000_000)
  #expect(DispatchQueue.SchedulerTimeType.Stride(floatLiteral: 0.5).timeInterval == .nanoseconds(500_000_000))
}

/// `debounce` outside a stage waits on the real run loop.
@Test func debounceOffStageWaitsOnTheQueue() async throws {
  let subject = PassthroughSubject<Int, Never>()
  let box = Box()
  let c = subject.debounce(for: .milliseconds(50), scheduler: DispatchQueue.global()).sink { box.append($0) }
  subject.send(1)
  subject.send(2)
  #expect(box.values.isEmpty)
  try await Task.sleep(for: .milliseconds(300))
  #expect(box.values == [2])
  c.cancel()
}

private final class Box: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Int] = []
  var values: [Int] { lock.withLock { stored } }
  func append(_ v: Int) { lock.withLock { stored.append(v) } }
}

/// `Publishers.CombineLatest` and `combineLatest(_:)`: a pair once both have sent, then at each
/// value; finished once both have; `assign(to: &$property)` as a form's validation does.
@Test func combineLatestPairsTheLatestValues() {
  let a = PassthroughSubject<String, Never>()
  let b = PassthroughSubject<Int, Never>()
  var pairs: [String] = []
  var finished = 0
  let c = Publishers.CombineLatest(a, b).sink(
    receiveCompletion: { _ in finished += 1 }, receiveValue: { pairs.append("\($0)\($1)") })
  a.send("x")
  #expect(pairs.isEmpty, "nothing until both have sent")
  b.send(1)
  a.send("y")
  b.send(2)
  #expect(pairs == ["x1", "y1", "y2"])
  a.send(completion: .finished)
  #expect(finished == 0)
  b.send(3)
  #expect(pairs.last == "y3", "the finished one's last value still pairs")
  b.send(completion: .finished)
  #expect(finished == 1)
  c.cancel()

  final class Form: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var valid = false
    init() {
      $email.combineLatest($password).map { !$0.isEmpty && $1.count >= 8 }.assign(to: &$valid)
    }
  }
  let form = Form()
  #expect(!form.valid)
  form.email = "a@b.c"
  form.password = "12345678"
  #expect(form.valid)
  var sums: [Int] = []
  let d = Just(1).combineLatest(Just(2), Just(3)) { $0 + $1 + $2 }.sink { sums.append($0) }
  #expect(sums == [6])
  d.cancel()
}
