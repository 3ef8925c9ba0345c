# DO NOT EDIT — generated from schema/triggers/http.schema.json by make generate
"""HttpTriggerConfig: http.schema.json."""

from typing import NotRequired, TypedDict

from svc_schema.common.function_id import FunctionId


class HttpTriggerConfig(TypedDict):
    """Config of an `http` trigger: serve `function_id` at a method and path of the engine
    HTTP API. The handler receives contracts/http-request and returns
    contracts/http-response. Unknown keys are ignored.
    """

    api_path: str
    """Route path. Parameters are written `:name` or `{name}`; a leading `/` is optional.
    Paths beginning with `/_` are reserved for the engine.
    """
    http_method: NotRequired[str]
    """HTTP method, `GET` when absent; matched case-insensitively."""
    condition_function_id: NotRequired[FunctionId]
    """Function called with the request payload first; a result of exactly `false` answers
    422 with `skipped: true` instead of running the handler.
    """
    middleware_function_ids: NotRequired[list[FunctionId]]
    """Functions run before the handler, in order."""
