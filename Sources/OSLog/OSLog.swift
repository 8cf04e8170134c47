// Apple's OSLog module is `os`'s logging with more on top (reading the log store, which a
// widget never does): it re-exports `os`, so `import OSLog` gives `Logger`, `OSLog`, `os_log`
// and the signposts, as on Apple's systems.
@_exported import os
