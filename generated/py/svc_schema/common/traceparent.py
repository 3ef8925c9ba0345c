# DO NOT EDIT — generated from schema/common/traceparent.schema.json by make generate
"""Traceparent: traceparent.schema.json."""

from typing import TypeAlias

Traceparent: TypeAlias = str
"""W3C Trace Context `traceparent` header value: version, trace id, parent span id and
flags, lower-case hex separated by dashes. Later versions may append fields after the
flags.
"""
