extension BoundedFile {
    /// Limits shared by more than one target. A limit used in one place is a named constant
    /// there (the to-do widget's file, the calendar's `.ics`, a file under a configured `/proc`).
    public enum Limit {
        /// The home file (`home.yaml`): 4 MiB, far more than a screen of widgets takes, and
        /// little enough to parse at once.
        public static let homeFile = 4 * 1024 * 1024
    }
}
