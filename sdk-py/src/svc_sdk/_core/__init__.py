"""The worker side of the protocol without I/O: feed it connection events and decoded frames,
it sends frames through a `Link`, runs user code through an `Executor` and keeps time with a
`Scheduler`. The transport (`svc_sdk._transport`) supplies all three."""
