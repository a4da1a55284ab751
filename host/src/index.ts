// Async boundary: shared modules are negotiated with the remotes before any app code runs.
import('./bootstrap');
