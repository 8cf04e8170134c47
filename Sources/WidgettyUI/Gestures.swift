import Foundation

// Gestures, as SwiftUI declares them. A widget on iOS receives no gestures — a tap opens the
// app at the widget's URL or runs a Button's or Toggle's intent, and nothing else is recognised
// — so WidgetKit accepts these and never calls their actions; so does Widgetty. They compile
// for code a widget shares with its app (a view with a drag to dismiss, say).

/// A gesture, as SwiftUI's `Gesture`: its value is what its actions would be given.
public protocol Gesture<Value> {
    /// What the gesture reports while and when it is recognised.
    associatedtype Value
}

/// A gesture with an action attached (`onChanged`, `onEnded`, `updating`, `map`), as accepted.
public struct _ModifiedGesture<Base: Gesture, Value>: Gesture {
    let base: Base
}

/// Two gestures combined (`simultaneously(with:)`, `sequenced(before:)`, `exclusively(before:)`).
public struct _CombinedGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The two gestures' values, as SwiftUI's combined gestures report them.
    public typealias Value = (first: First.Value?, second: Second.Value?)
    let first: First
    let second: Second
}

extension Gesture {
    /// The action while the gesture changes: never called in a widget.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> { _ModifiedGesture(base: self) }
    /// The action when the gesture ends: never called in a widget.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> { _ModifiedGesture(base: self) }
    /// The gesture's value turned into another: the transform is never called in a widget.
    public func map<T>(_ body: @escaping (Value) -> T) -> _ModifiedGesture<Self, T> { _ModifiedGesture(base: self) }
    /// A `@GestureState` kept up to date while the gesture lasts: it keeps its initial value here.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> _ModifiedGesture<Self, Value> { _ModifiedGesture(base: self) }
    /// Both gestures at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> _CombinedGesture<Self, Other> {
        _CombinedGesture(first: self, second: other)
    }
    /// This gesture, then the other.
    public func sequenced<Other: Gesture>(before other: Other) -> _CombinedGesture<Self, Other> {
        _CombinedGesture(first: self, second: other)
    }
    /// This gesture, or the other when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> _CombinedGesture<Self, Other> {
        _CombinedGesture(first: self, second: other)
    }
}

/// A drag, as SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    /// Where a drag is and how far it has come, in the view's points.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// Where the finger is now.
        public var location: CGPoint
        /// Where the drag began.
        public var startLocation: CGPoint
        /// How far the finger has moved: `location` less `startLocation`.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Points per second on each axis.
        public var velocity: CGSize
        /// Where the drag would stop if the finger lifted now.
        public var predictedEndLocation: CGPoint
        /// How far the drag would have come if the finger lifted now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far the finger must move before the drag begins.
    public var minimumDistance: CGFloat
    /// The space locations are given in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A tap, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    /// A tap carries no value.
    public typealias Value = Void
    /// How many taps make the gesture.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A long press, as SwiftUI's `LongPressGesture`; its value says whether the press is held.
public struct LongPressGesture: Gesture {
    /// Whether the press has lasted long enough.
    public typealias Value = Bool
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// How far the finger may wander, in points.
    public var maximumDistance: CGFloat
    /// A press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// What a view's own gestures and its subviews' take part in, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// A mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Neither the view's gesture nor its subviews'.
    public static let none = GestureMask([])
    /// The gesture added to the view.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all = GestureMask(rawValue: 3)
}

/// A value a gesture keeps while it lasts, as SwiftUI's `@GestureState`: with no gesture
/// recognised in a widget it keeps its initial value.
@propertyWrapper
public struct GestureState<Value> {
    /// The value: the initial one, as no gesture changes it.
    public let wrappedValue: Value
    /// A gesture state starting at `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// A gesture state that resets through a transaction: the same, here.
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.wrappedValue = wrappedValue }
    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

/// The context of a state change, as SwiftUI's `Transaction`: which animation it would run with.
public struct Transaction: Sendable {
    /// The animation of the change; nothing moves in a terminal.
    public var animation: Animation?
    /// A transaction with an animation.
    public init(animation: Animation? = nil) { self.animation = animation }
}

extension View {
    /// A gesture attached to the view: accepted, never recognised (a widget receives none).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// A gesture recognised alongside the subviews' own: accepted, never recognised.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// A gesture recognised before the subviews' own: accepted, never recognised.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// A long press action: accepted, never called.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void) -> some View { self }
    /// The shape that takes a view's taps: the view's cells are what a click lands on here, so
    /// the shape changes nothing drawn or clicked.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// The shape for one kind of interaction (hover, drag preview, …): accepted, as the other.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
}

/// The interactions a content shape is for, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Kinds from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Taps and clicks.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// A drag's preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// A context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// Accessibility's focus.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
