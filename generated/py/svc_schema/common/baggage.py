# DO NOT EDIT — generated from schema/common/baggage.schema.json by make generate
"""Baggage: baggage.schema.json."""

from typing import TypeAlias

Baggage: TypeAlias = str
"""W3C Baggage header value: comma-separated `key=value` members propagated with the trace.
"""
