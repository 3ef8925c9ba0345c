"""OpenTelemetry for workers: spans, log records and the `/otel` socket that carries them.

Nothing here is imported with `svc_sdk`: the worker loads `pipeline` when telemetry is on.
"""
