"""Version of svc-sdk, sent to the engine in `engine::workers::register` (kept equal to
pyproject.toml by a test)."""

SDK_VERSION = "0.1.0"
