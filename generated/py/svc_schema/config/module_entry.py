# DO NOT EDIT — generated from schema/config/module-entry.schema.json by make generate
"""ModuleEntry: module-entry.schema.json."""

from typing import Literal, NotRequired, TypeAlias, TypedDict

from svc_schema.config.workers.svc_cron import SvcCronConfig
from svc_schema.config.workers.svc_events import SvcEventsConfig
from svc_schema.config.workers.svc_http import SvcHttpConfig
from svc_schema.config.workers.svc_observability import SvcObservabilityConfig
from svc_schema.config.workers.svc_queue import SvcQueueConfig
from svc_schema.config.workers.svc_state import SvcStateConfig
from svc_schema.config.workers.svc_stream import SvcStreamConfig

# `modules::api::RestApiModule`, the legacy name of `svc-http`.
SvcHttpModule = TypedDict(
    "SvcHttpModule",
    {
        # Module class name.
        "class": Literal["modules::api::RestApiModule"],
        # Settings of `svc-http`.
        "config": NotRequired[SvcHttpConfig],
    },
)


# `modules::state::StateModule`, the legacy name of `svc-state`.
SvcStateModule = TypedDict(
    "SvcStateModule",
    {
        # Module class name.
        "class": Literal["modules::state::StateModule"],
        # Settings of `svc-state`.
        "config": NotRequired[SvcStateConfig],
    },
)


# `modules::stream::StreamModule`, the legacy name of `svc-stream`.
SvcStreamModule = TypedDict(
    "SvcStreamModule",
    {
        # Module class name.
        "class": Literal["modules::stream::StreamModule"],
        # Settings of `svc-stream`.
        "config": NotRequired[SvcStreamConfig],
    },
)


# `modules::cron::CronModule`, the legacy name of `svc-cron`.
SvcCronModule = TypedDict(
    "SvcCronModule",
    {
        # Module class name.
        "class": Literal["modules::cron::CronModule"],
        # Settings of `svc-cron`.
        "config": NotRequired[SvcCronConfig],
    },
)


# `modules::pubsub::PubSubModule`, the legacy name of `svc-events`.
SvcEventsModule = TypedDict(
    "SvcEventsModule",
    {
        # Module class name.
        "class": Literal["modules::pubsub::PubSubModule"],
        # Settings of `svc-events`.
        "config": NotRequired[SvcEventsConfig],
    },
)


# `modules::queue::QueueModule`, the legacy name of `svc-queue`.
SvcQueueModule = TypedDict(
    "SvcQueueModule",
    {
        # Module class name.
        "class": Literal["modules::queue::QueueModule"],
        # Settings of `svc-queue`.
        "config": NotRequired[SvcQueueConfig],
    },
)


# `modules::observability::OtelModule`, the legacy name of `svc-observability`.
SvcObservabilityModule = TypedDict(
    "SvcObservabilityModule",
    {
        # Module class name.
        "class": Literal["modules::observability::OtelModule"],
        # Settings of `svc-observability`.
        "config": NotRequired[SvcObservabilityConfig],
    },
)


ModuleEntry: TypeAlias = (
    SvcHttpModule
    | SvcStateModule
    | SvcStreamModule
    | SvcCronModule
    | SvcEventsModule
    | SvcQueueModule
    | SvcObservabilityModule
)
"""One entry of the legacy `modules:` list, naming a built-in by class
(`modules::<area>::<Name>Module`). Accepted as an alias of the matching `workers:`
entry.
"""
