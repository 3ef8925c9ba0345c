"""The I/O side: a WebSocket connection to the engine that reconnects forever, and the asyncio
scheduler and executor the protocol core runs on. The core (`svc_sdk._core`) sees none of it."""
