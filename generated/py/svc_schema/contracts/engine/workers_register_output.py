# DO NOT EDIT — generated from schema/contracts/engine/workers-register-output.schema.json by make generate
"""EngineWorkersRegisterOutput: workers-register-output.schema.json."""

from typing import Literal, TypedDict


class EngineWorkersRegisterOutput(TypedDict):
    """Output of `engine::workers::register`. SDKs call it void, so nobody receives it.
    """

    success: Literal[True]
    """Always true: a failure is an error instead."""
