# DO NOT EDIT — generated from schema/config/builtin-worker-entry.schema.json by make generate
"""BuiltinWorkerEntry: builtin-worker-entry.schema.json."""

from typing import Literal, NotRequired, TypeAlias, TypedDict

from svc_schema.config.workers.svc_bridge import SvcBridgeConfig
from svc_schema.config.workers.svc_channels import SvcChannelsConfig
from svc_schema.config.workers.svc_cron import SvcCronConfig
from svc_schema.config.workers.svc_events import SvcEventsConfig
from svc_schema.config.workers.svc_http import SvcHttpConfig
from svc_schema.config.workers.svc_http_functions import SvcHttpFunctionsConfig
from svc_schema.config.workers.svc_observability import SvcObservabilityConfig
from svc_schema.config.workers.svc_queue import SvcQueueConfig
from svc_schema.config.workers.svc_state import SvcStateConfig
from svc_schema.config.workers.svc_stream import SvcStreamConfig


class SvcBridgeEntry(TypedDict):
    """The `svc-bridge` built-in worker."""

    name: Literal["svc-bridge", "iii-worker-manager"]
    """Worker name."""
    config: NotRequired[SvcBridgeConfig]
    """Settings of `svc-bridge`."""


class SvcHttpEntry(TypedDict):
    """The `svc-http` built-in worker."""

    name: Literal["svc-http", "iii-http", "http"]
    """Worker name."""
    config: NotRequired[SvcHttpConfig]
    """Settings of `svc-http`."""


class SvcStateEntry(TypedDict):
    """The `svc-state` built-in worker."""

    name: Literal["svc-state", "iii-state", "state"]
    """Worker name."""
    config: NotRequired[SvcStateConfig]
    """Settings of `svc-state`."""


class SvcStreamEntry(TypedDict):
    """The `svc-stream` built-in worker."""

    name: Literal["svc-stream", "iii-stream", "stream"]
    """Worker name."""
    config: NotRequired[SvcStreamConfig]
    """Settings of `svc-stream`."""


class SvcChannelsEntry(TypedDict):
    """The `svc-channels` built-in worker."""

    name: Literal["svc-channels", "iii-channels", "channels"]
    """Worker name."""
    config: NotRequired[SvcChannelsConfig]
    """Settings of `svc-channels`."""


class SvcHttpFunctionsEntry(TypedDict):
    """The `svc-http-functions` built-in worker."""

    name: Literal["svc-http-functions", "iii-http-functions", "http-functions"]
    """Worker name."""
    config: NotRequired[SvcHttpFunctionsConfig]
    """Settings of `svc-http-functions`."""


class SvcCronEntry(TypedDict):
    """The `svc-cron` built-in worker."""

    name: Literal["svc-cron", "iii-cron", "cron"]
    """Worker name."""
    config: NotRequired[SvcCronConfig]
    """Settings of `svc-cron`."""


class SvcEventsEntry(TypedDict):
    """The `svc-events` built-in worker."""

    name: Literal["svc-events", "iii-pubsub", "pubsub"]
    """Worker name."""
    config: NotRequired[SvcEventsConfig]
    """Settings of `svc-events`."""


class SvcQueueEntry(TypedDict):
    """The `svc-queue` built-in worker."""

    name: Literal["svc-queue", "iii-queue", "queue"]
    """Worker name."""
    config: NotRequired[SvcQueueConfig]
    """Settings of `svc-queue`."""


class SvcObservabilityEntry(TypedDict):
    """The `svc-observability` built-in worker."""

    name: Literal["svc-observability", "iii-observability"]
    """Worker name."""
    config: NotRequired[SvcObservabilityConfig]
    """Settings of `svc-observability`."""


BuiltinWorkerEntry: TypeAlias = (
    SvcBridgeEntry
    | SvcHttpEntry
    | SvcStateEntry
    | SvcStreamEntry
    | SvcChannelsEntry
    | SvcHttpFunctionsEntry
    | SvcCronEntry
    | SvcEventsEntry
    | SvcQueueEntry
    | SvcObservabilityEntry
)
"""A built-in worker by name, with its settings."""
