# DO NOT EDIT — generated from schema/config/module-entry.schema.json by make generate
"""ModuleEntry: module-entry.schema.json."""

from __future__ import annotations

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
        "class": Literal["modules::api::RestApiModule"],  # Module class name.
        "config": NotRequired[SvcHttpConfig],  # Settings of `svc-http`.
    },
)


# `modules::state::StateModule`, the legacy name of `svc-state`.
SvcStateModule = TypedDict(
    "SvcStateModule",
    {
        "class": Literal["modules::state::StateModule"],  # Module class name.
        "config": NotRequired[SvcStateConfig],  # Settings of `svc-state`.
    },
)


# `modules::stream::StreamModule`, the legacy name of `svc-stream`.
SvcStreamModule = TypedDict(
    "SvcStreamModule",
    {
        "class": Literal["modules::stream::StreamModule"],  # Module class name.
        "config": NotRequired[SvcStreamConfig],  # Settings of `svc-stream`.
    },
)


# `modules::cron::CronModule`, the legacy name of `svc-cron`.
SvcCronModule = TypedDict(
    "SvcCronModule",
    {
        "class": Literal["modules::cron::CronModule"],  # Module class name.
        "config": NotRequired[SvcCronConfig],  # Settings of `svc-cron`.
    },
)


# `modules::pubsub::PubSubModule`, the legacy name of `svc-events`.
SvcEventsModule = TypedDict(
    "SvcEventsModule",
    {
        "class": Literal["modules::pubsub::PubSubModule"],  # Module class name.
        "config": NotRequired[SvcEventsConfig],  # Settings of `svc-events`.
    },
)


# `modules::queue::QueueModule`, the legacy name of `svc-queue`.
SvcQueueModule = TypedDict(
    "SvcQueueModule",
    {
        "class": Literal["modules::queue::QueueModule"],  # Module class name.
        "config": NotRequired[SvcQueueConfig],  # Settings of `svc-queue`.
    },
)


# `modules::observability::OtelModule`, the legacy name of `svc-observability`.
SvcObservabilityModule = TypedDict(
    "SvcObservabilityModule",
    {
        "class": Literal["modules::observability::OtelModule"],  # Module class name.
        "config": NotRequired[SvcObservabilityConfig],  # Settings of `svc-observability`.
    },
)


ModuleEntry: TypeAlias = SvcHttpModule | SvcStateModule | SvcStreamModule | SvcCronModule | SvcEventsModule | SvcQueueModule | SvcObservabilityModule
"""One entry of the legacy `modules:` list, naming a built-in by class
(`modules::<area>::<Name>Module`). Accepted as an alias of the matching `workers:`
entry.
"""
