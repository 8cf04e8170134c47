// Test helpers: an in-memory terminal backend, a virtual clock, render-to-lines, a host pilot.
