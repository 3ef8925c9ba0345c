# DO NOT EDIT — generated from schema/contracts/console/server-config.schema.json by make generate
"""ConsoleServerConfig: server-config.schema.json."""

from typing import TypedDict


class ConsoleServerOtel(TypedDict):
    """Whether the console reports its own traces, and under which service name."""

    enabled: bool
    """True unless `--no-otel` or `OTEL_DISABLED`."""
    serviceName: str
    """`--otel-service-name`, else `OTEL_SERVICE_NAME`, else `svc-console`."""


class ConsoleServerConfig(TypedDict):
    """Answer of the console server's `GET /api/config` (svc-console, port 3113): where it
    finds the engine, its own port and version, and what the UI shows. The fields of the
    reference console's answer, plus `bridgePort` and `otel`.
    """

    engineHost: str
    """Host of the engine."""
    enginePort: int
    """Port of the engine's HTTP API (svc-http)."""
    wsPort: int
    """Port of the engine's stream socket (svc-stream), which carries the live feed."""
    bridgePort: int
    """Port of the engine's worker bridge."""
    consolePort: int
    """Port the console server listens on."""
    version: str
    """Version of svc-console."""
    enableFlow: bool
    """Whether the Flow page is in the navigation."""
    otel: ConsoleServerOtel
    """Whether the console reports its own traces, and under which service name."""
