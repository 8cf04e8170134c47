// TEMPORARY: stands in for the editor branch's save API until it lands on main (then deleted).
/// Why a save of the home file failed.
struct HomeSaveError: Error, CustomStringConvertible {
    let description: String
}

extension HomeRuntime {
    func save(_ edit: HomeEdit) throws(HomeSaveError) {
        throw HomeSaveError(description: "saving is not available in this build yet")
    }
}
